module TopModule(
    input  [3:0] digit,
    output       ge5,
    output       prime,
    output       square
);
    // 在这里写你的代码

endmodule
