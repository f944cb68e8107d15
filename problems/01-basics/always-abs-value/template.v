module TopModule(
    input      [7:0] x,
    output reg [7:0] mag,
    output reg       neg
);
    // 在这里写你的代码

endmodule
