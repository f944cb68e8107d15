module TopModule(
    input        clk,
    input        reset,
    input        wr_en,
    input  [4:0] rq2_gray,
    output [3:0] waddr,
    output [4:0] wptr_gray,
    output       full,
    output [4:0] level
);
    // 在这里写你的代码

endmodule
