module TopModule(
    input            clk,
    input            reset,
    input            clear,
    input            valid,
    input      [7:0] x,
    output reg [7:0] min,
    output reg [7:0] max,
    output reg       seen
);
    // 在这里写你的代码

endmodule
