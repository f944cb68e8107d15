module TopModule(
    input       clk,
    input       reset,
    input       load,
    input       shift,
    input [7:0] din,
    output      sout
);
    // 在这里写你的代码

endmodule
