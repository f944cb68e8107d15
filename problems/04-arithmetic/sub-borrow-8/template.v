module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        bin,
    output [7:0] diff,
    output       bout
);
    // 在这里写你的代码

endmodule
