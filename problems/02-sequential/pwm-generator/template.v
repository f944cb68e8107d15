module TopModule(
    input       clk,
    input       reset,
    input [3:0] duty,
    output      pwm
);
    // 在这里写你的代码

endmodule
