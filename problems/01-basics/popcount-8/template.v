module TopModule(
    input      [7:0] in,
    output reg [3:0] count,
    output           odd
);
    // 在这里写你的代码

endmodule
