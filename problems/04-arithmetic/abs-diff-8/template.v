module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    output [7:0] gap,
    output       b_larger
);
    // 在这里写你的代码

endmodule
