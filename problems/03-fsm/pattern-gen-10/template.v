module TopModule(
    input  clk,
    input  reset,
    input  go,
    output out,
    output busy
);
    // 在这里写你的代码

endmodule
