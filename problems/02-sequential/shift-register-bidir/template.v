module TopModule(
    input            clk,
    input            reset,
    input      [1:0] mode,
    input            ser_hi,
    input            ser_lo,
    input      [3:0] din,
    output reg [3:0] q
);
    // 在这里写你的代码

endmodule
