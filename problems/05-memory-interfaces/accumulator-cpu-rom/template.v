module TopModule(
    input        clk,
    input        reset,
    input  [7:0] din,
    output [3:0] pc,
    output [7:0] acc,
    output [7:0] dout,
    output       dout_valid
);
    // 在这里写你的代码

endmodule
