module TopModule(
    input  a,
    input  b,
    input  c,
    output y,
    output p
);
    // y：三个输入里至少两个为 1（多数表决）
    assign y = (a & b) | (a & c) | (b & c);
    // p：三个输入里 1 的个数为奇数（奇校验位）
    assign p = a ^ b ^ c;
endmodule
