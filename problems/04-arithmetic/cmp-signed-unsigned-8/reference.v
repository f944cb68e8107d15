module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    output       n,
    output       c,
    output       v,
    output       eq,
    output       lt_u,
    output       lt_s
);
    // 减法做成“加上 b 的补码”：9 位结果的第 9 位就是加法器的进位
    wire [8:0] t = {1'b0, a} + {1'b0, ~b} + 9'd1;

    assign n = t[7];
    assign c = t[8];                                 // 1 = 没有借位，即无符号 a >= b
    assign v = (a[7] != b[7]) && (t[7] != a[7]);     // 异号相减，结果符号与 a 不同
    assign eq = (t[7:0] == 8'd0);
    assign lt_u = ~c;
    assign lt_s = n ^ v;                             // 溢出时符号位是反的
endmodule
