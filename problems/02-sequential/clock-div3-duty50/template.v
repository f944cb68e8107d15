module TopModule(
    input            clk,
    input            reset,
    output reg [1:0] cnt,
    output           tick,
    output           clk_div3
);
    // 在这里写你的代码

endmodule
