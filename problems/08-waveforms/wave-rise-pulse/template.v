module TopModule(
    input  clk,
    input  rst,
    input  in,
    output y
);
    // 在这里写你的代码

endmodule
