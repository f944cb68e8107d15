module TopModule(
    input            clk,
    input            reset,
    input            clr,
    input            load,
    input      [7:0] d,
    output reg [7:0] q
);
    // 在这里写你的代码

endmodule
