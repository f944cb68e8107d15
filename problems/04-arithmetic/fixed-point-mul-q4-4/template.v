module TopModule(
    input  [7:0]  a,
    input  [7:0]  b,
    output [15:0] p,
    output [7:0]  y,
    output        sat
);
    // 在这里写你的代码

endmodule
