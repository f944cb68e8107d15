module TopModule(
    input  a,
    input  b,
    input  c,
    output y,
    output p
);
    // 在这里写你的代码

endmodule
