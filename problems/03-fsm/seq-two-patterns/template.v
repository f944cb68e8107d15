module TopModule(
    input  clk,
    input  reset,
    input  in,
    output hit_a,
    output hit_b
);
    // 在这里写你的代码

endmodule
