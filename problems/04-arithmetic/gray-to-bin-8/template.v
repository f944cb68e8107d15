module TopModule(
    input  [7:0] wr_g,
    input  [7:0] rd_g,
    output [7:0] wr_b,
    output [7:0] rd_b,
    output [7:0] count
);
    // 在这里写你的代码

endmodule
