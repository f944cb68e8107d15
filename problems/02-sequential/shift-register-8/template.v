module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            sin,
    output reg [7:0] q
);
    // 在这里写你的代码

endmodule
