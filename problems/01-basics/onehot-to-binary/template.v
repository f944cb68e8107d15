module TopModule(
    input      [7:0] in,
    output reg [2:0] idx,
    output reg       err
);
    // 在这里写你的代码

endmodule
