module TopModule(
    input      clk,
    input      reset,
    output     tick,
    output reg led
);
    // 在这里写你的代码

endmodule
