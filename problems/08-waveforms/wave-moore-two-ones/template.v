module TopModule(
    input  clk,
    input  rst,
    input  x,
    output z
);
    // 在这里写你的代码

endmodule
