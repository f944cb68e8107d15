module TopModule(
    input  [15:0] a,
    input  [15:0] b,
    input         sel,
    input  [15:0] mask,
    output [15:0] y,
    output [15:0] z
);
    // 在这里写你的代码

endmodule
