module TopModule(
    input        clk,
    input        reset,
    input        wr_en,
    input        rd_en,
    input  [7:0] din,
    output [7:0] dout,
    output       valid,
    output       full,
    output [2:0] count
);
    // 在这里写你的代码

endmodule
