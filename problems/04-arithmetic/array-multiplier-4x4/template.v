module TopModule(
    input  [3:0]  a,
    input  [3:0]  b,
    output [15:0] pp,
    output [5:0]  r1,
    output [6:0]  r2,
    output [7:0]  p
);
    // 在这里写你的代码

endmodule
