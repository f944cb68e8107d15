module TopModule(
    input  [31:0] word,
    output [31:0] bswap,
    output [31:0] hswap
);
    // 在这里写你的代码

endmodule
