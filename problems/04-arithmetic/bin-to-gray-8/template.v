module TopModule(
    input  [7:0] bin,
    output [7:0] gray,
    output [7:0] gray_next,
    output [7:0] flip
);
    // 在这里写你的代码

endmodule
