module TopModule(
    input  a,
    input  b,
    input  c,
    input  d,
    output f,
    output g
);
    // 在这里写你的代码

endmodule
