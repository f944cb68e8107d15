module TopModule(
    input  [31:0] data,
    input  [2:0]  sel,
    output [3:0]  out
);
    // 在这里写你的代码

endmodule
