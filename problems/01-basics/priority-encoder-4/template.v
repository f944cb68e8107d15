module TopModule(
    input      [3:0] in,
    output reg [1:0] pos,
    output           valid
);
    // 在这里写你的代码

endmodule
