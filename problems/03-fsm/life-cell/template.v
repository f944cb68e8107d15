module TopModule(
    input       clk,
    input       reset,
    input       load,
    input       init,
    input       step,
    input [3:0] count,
    output      alive
);
    // 在这里写你的代码

endmodule
