module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            load,
    input      [7:0] init,
    output reg [7:0] q
);
    // 在这里写你的代码

endmodule
