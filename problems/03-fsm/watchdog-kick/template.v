module TopModule(
    input  clk,
    input  reset,
    input  arm,
    input  kick,
    output watching,
    output warn,
    output expired
);
    // 在这里写你的代码

endmodule
