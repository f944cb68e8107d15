module TopModule(
    input        clk,
    input        reset,
    input        valid,
    input  [7:0] x,
    output [9:0] sum,
    output [7:0] avg
);
    // 在这里写你的代码

endmodule
