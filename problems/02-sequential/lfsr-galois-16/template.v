module TopModule(
    input             clk,
    input             reset,
    input             en,
    input             load,
    input      [15:0] init,
    output reg [15:0] q
);
    // 在这里写你的代码

endmodule
