module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    input            load,
    input      [3:0] din,
    output reg [3:0] q,
    output           tc
);
    // 在这里写你的代码

endmodule
