module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  a,
    input      [7:0]  b,
    output reg        busy,
    output reg        done,
    output reg [15:0] product
);
    // 在这里写你的代码

endmodule
