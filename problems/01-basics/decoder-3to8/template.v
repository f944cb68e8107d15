module TopModule(
    input        en,
    input  [2:0] in,
    output [7:0] out
);
    // 在这里写你的代码

endmodule
