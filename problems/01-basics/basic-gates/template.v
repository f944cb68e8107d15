module TopModule(
    input  a,
    input  b,
    output y_not,
    output y_and,
    output y_or,
    output y_xor
);
    // 在这里写你的代码

endmodule
