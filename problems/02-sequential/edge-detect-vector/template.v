module TopModule(
    input            clk,
    input            reset,
    input      [7:0] in,
    output reg [7:0] rise,
    output reg [7:0] fall,
    output reg [7:0] any
);
    // 在这里写你的代码

endmodule
