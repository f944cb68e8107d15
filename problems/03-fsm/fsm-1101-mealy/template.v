module TopModule(
    input  clk,
    input  reset,
    input  in,
    output found
);
    // 在这里写你的代码

endmodule
