module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    output reg [3:0] gray,
    output     [3:0] bin
);
    // 在这里写你的代码

endmodule
