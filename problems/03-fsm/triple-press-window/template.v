module TopModule(
    input  clk,
    input  reset,
    input  btn,
    output triple
);
    // 在这里写你的代码

endmodule
