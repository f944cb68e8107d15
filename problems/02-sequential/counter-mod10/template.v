module TopModule(
    input            clk,
    input            reset,
    input            en,
    output reg [3:0] q,
    output           carry
);
    // 在这里写你的代码

endmodule
