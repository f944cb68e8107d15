module TopModule(
    input             clk,
    input             reset,
    input             init,
    input             en,
    input             din,
    output reg [15:0] crc
);
    // 在这里写你的代码

endmodule
