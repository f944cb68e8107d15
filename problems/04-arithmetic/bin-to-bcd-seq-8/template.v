module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  bin,
    output reg        busy,
    output reg        done,
    output reg [11:0] bcd
);
    // 在这里写你的代码

endmodule
