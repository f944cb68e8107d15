module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [7:0] c,
    input      [7:0] d,
    input      [1:0] sel,
    output reg [7:0] out
);
    // 在这里写你的代码

endmodule
