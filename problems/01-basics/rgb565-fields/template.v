module TopModule(
    input  [15:0] pixel,
    output [4:0]  r,
    output [5:0]  g,
    output [4:0]  b,
    output [15:0] bgr
);
    // 在这里写你的代码

endmodule
