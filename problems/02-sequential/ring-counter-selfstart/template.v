module TopModule(
    input            clk,
    input            reset,
    input            load,
    input            en,
    input      [3:0] din,
    output reg [3:0] q,
    output           legal
);
    // 在这里写你的代码

endmodule
