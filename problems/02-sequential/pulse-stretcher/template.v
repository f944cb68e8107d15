module TopModule(
    input       clk,
    input       reset,
    input       trig,
    input [2:0] len,
    output      out
);
    // 在这里写你的代码

endmodule
