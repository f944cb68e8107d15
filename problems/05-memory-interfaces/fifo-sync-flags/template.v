module TopModule(
    input        clk,
    input        reset,
    input        wr_en,
    input        rd_en,
    input  [7:0] din,
    output [7:0] dout,
    output       full,
    output       empty,
    output       almost_full,
    output [3:0] count
);
    // 在这里写你的代码

endmodule
