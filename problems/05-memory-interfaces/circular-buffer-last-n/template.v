module TopModule(
    input        clk,
    input        reset,
    input        in_valid,
    input  [7:0] din,
    input  [2:0] back,
    output [7:0] dout,
    output [3:0] filled
);
    // 在这里写你的代码

endmodule
