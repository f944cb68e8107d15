module TopModule(
    input       clk,
    input       reset,
    input       key,
    input [1:0] digit,
    output      open,
    output      fail,
    output      lockout
);
    // 在这里写你的代码

endmodule
