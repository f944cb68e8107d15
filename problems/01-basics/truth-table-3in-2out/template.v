module TopModule(
    input  a,
    input  b,
    input  c,
    output y,
    output z
);
    // 在这里写你的代码

endmodule
