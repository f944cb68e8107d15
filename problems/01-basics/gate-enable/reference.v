module TopModule(
    input  en,
    input  a,
    input  b,
    output y_and,
    output y_or,
    output y_xor,
    output y_nand
);
    assign y_and  = en & (a & b);
    assign y_or   = en & (a | b);
    assign y_xor  = en & (a ^ b);
    assign y_nand = en & ~(a & b);
endmodule
