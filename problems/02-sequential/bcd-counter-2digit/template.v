module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    output reg [3:0] tens,
    output reg [3:0] ones,
    output           co
);
    // 在这里写你的代码

endmodule
