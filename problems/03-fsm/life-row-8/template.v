module TopModule(
    input        clk,
    input        reset,
    input        load,
    input  [7:0] init,
    input        step,
    output [7:0] cells
);
    // 在这里写你的代码

endmodule
