module TopModule(
    input            clk,
    input            reset,
    input            start,
    input      [7:0] dividend,
    input      [7:0] divisor,
    output reg       busy,
    output reg       done,
    output reg [7:0] quotient,
    output reg [7:0] remainder,
    output reg       div_zero
);
    // 在这里写你的代码

endmodule
