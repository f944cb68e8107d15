module TopModule(
    input        clk,
    input        reset,
    input  [7:0] din,
    output [7:0] dout,
    output       strobe
);
    // 在这里写你的代码

endmodule
