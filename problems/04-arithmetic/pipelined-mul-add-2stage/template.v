module TopModule(
    input             clk,
    input             reset,
    input             in_valid,
    input      [7:0]  a,
    input      [7:0]  b,
    input      [15:0] c,
    output reg        out_valid,
    output reg [16:0] y
);
    // 在这里写你的代码

endmodule
