module TopModule(
    input            clk,
    input            reset,
    input            en,
    output reg [3:0] q,
    output           at_zero
);
    // 在这里写你的代码

endmodule
