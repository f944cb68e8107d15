module TopModule(
    input        clk,
    input        reset,
    input  [3:0] col,
    output [3:0] row,
    output [3:0] key,
    output       valid
);
    // 在这里写你的代码

endmodule
