module TopModule(
    input  a,
    input  b,
    output y
);
    // 只有 a = 0 且 b = 1 时输出 0：y = ~(~a & b) = a | ~b
    assign y = a | ~b;
endmodule
