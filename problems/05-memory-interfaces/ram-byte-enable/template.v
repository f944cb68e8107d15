module TopModule(
    input             clk,
    input             reset,
    input      [3:0]  we,
    input      [2:0]  addr,
    input      [31:0] din,
    output reg [31:0] dout
);
    // 在这里写你的代码

endmodule
