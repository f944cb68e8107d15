module TopModule(
    input            clk,
    input            reset,
    input            tick,
    input            inc_hour,
    input            inc_min,
    output reg [7:0] hh,
    output reg [7:0] mm,
    output reg       pm
);
    // 在这里写你的代码

endmodule
