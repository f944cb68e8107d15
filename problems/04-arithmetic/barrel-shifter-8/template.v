module TopModule(
    input      [7:0] din,
    input      [2:0] amt,
    input      [1:0] op,
    output reg [7:0] dout
);
    // 在这里写你的代码

endmodule
