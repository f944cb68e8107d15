module TopModule(
    input        clk,
    input        reset,
    input        ps2_clk,
    input        ps2_data,
    output [7:0] code,
    output       ready,
    output       error
);
    // 在这里写你的代码

endmodule
