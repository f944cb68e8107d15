module TopModule(
    input            clk,
    input            reset,
    input            clear,
    input            en,
    input            din,
    output reg [7:0] crc
);
    // 在这里写你的代码

endmodule
