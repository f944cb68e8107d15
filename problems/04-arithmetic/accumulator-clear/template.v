module TopModule(
    input             clk,
    input             reset,
    input             clear,
    input             en,
    input      [7:0]  din,
    output reg [11:0] acc,
    output reg        ovf
);
    // 在这里写你的代码

endmodule
