module TopModule(
    input      [3:0] hex,
    input            blank,
    output reg [6:0] seg
);
    // 在这里写你的代码

endmodule
