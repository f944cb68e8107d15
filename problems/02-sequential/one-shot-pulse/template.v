module TopModule(
    input  clk,
    input  reset,
    input  trig,
    output pulse
);
    // 在这里写你的代码

endmodule
