module TopModule(
    input  a,
    input  b,
    input  c,
    output y_nand,
    output y_nor,
    output y_xor
);
    assign y_nand = ~(a & b & c);
    assign y_nor  = ~(a | b | c);
    assign y_xor  = a ^ b ^ c;
endmodule
