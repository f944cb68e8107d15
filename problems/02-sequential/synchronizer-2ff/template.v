module TopModule(
    input  clk,
    input  reset,
    input  async_in,
    output sync,
    output rise
);
    // 在这里写你的代码

endmodule
