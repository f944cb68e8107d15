module TopModule(
    input  clk,
    input  reset,
    input  in,
    output out
);
    // 在这里写你的代码

endmodule
