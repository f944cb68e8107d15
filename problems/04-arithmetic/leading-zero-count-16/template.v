module TopModule(
    input      [15:0] x,
    output reg [4:0]  lz,
    output            zero
);
    // 在这里写你的代码

endmodule
