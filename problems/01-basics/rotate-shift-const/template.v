module TopModule(
    input  [15:0] x,
    output [15:0] rol4,
    output [15:0] ror1,
    output [15:0] sar3,
    output [15:0] shl2
);
    // 在这里写你的代码

endmodule
