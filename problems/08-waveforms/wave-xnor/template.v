module TopModule(
    input  a,
    input  b,
    output y
);
    // 在这里写你的代码

endmodule
