module TopModule(
    input      clk,
    input      reset,
    input      d,
    output reg q
);
    // 在这里写你的代码

endmodule
