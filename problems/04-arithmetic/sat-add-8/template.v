module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        sgn,
    output [7:0] y,
    output       sat
);
    // 在这里写你的代码

endmodule
