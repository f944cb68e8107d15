module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [2:0] op,
    output reg [7:0] y,
    output           n,
    output           z,
    output reg       c,
    output reg       v
);
    // 在这里写你的代码

endmodule
