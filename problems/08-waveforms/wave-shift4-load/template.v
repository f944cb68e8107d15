module TopModule(
    input            clk,
    input            rst,
    input            ld,
    input            sh,
    input            sin,
    input      [3:0] d,
    output reg [3:0] q
);
    // 在这里写你的代码

endmodule
