module TopModule(
    input            clk,
    input            reset,
    input      [5:0] phase,
    output reg [7:0] sin_out,
    output reg [7:0] cos_out
);
    // 在这里写你的代码

endmodule
