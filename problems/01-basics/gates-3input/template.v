module TopModule(
    input  a,
    input  b,
    input  c,
    output y_nand,
    output y_nor,
    output y_xor
);
    // 在这里写你的代码

endmodule
