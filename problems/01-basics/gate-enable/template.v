module TopModule(
    input  en,
    input  a,
    input  b,
    output y_and,
    output y_or,
    output y_xor,
    output y_nand
);
    // 在这里写你的代码

endmodule
