module TopModule(
    input            clk,
    input            reset,
    input            load,
    input            en,
    input            dir,
    input      [7:0] din,
    output reg [7:0] q
);
    // 在这里写你的代码

endmodule
