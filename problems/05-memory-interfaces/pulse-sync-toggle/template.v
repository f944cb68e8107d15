module TopModule(
    input  clk_a,
    input  reset,
    input  pulse_a,
    input  clk_b,
    output pulse_b
);
    // 在这里写你的代码

endmodule
