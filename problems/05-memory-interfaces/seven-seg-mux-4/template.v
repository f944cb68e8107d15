module TopModule(
    input         clk,
    input         reset,
    input  [15:0] value,
    output [3:0]  an,
    output [6:0]  seg
);
    // 在这里写你的代码

endmodule
