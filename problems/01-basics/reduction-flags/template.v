module TopModule(
    input  [7:0] data,
    output       all_ones,
    output       any_one,
    output       zero,
    output       odd
);
    // 在这里写你的代码

endmodule
