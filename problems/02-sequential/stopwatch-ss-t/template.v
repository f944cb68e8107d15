module TopModule(
    input            clk,
    input            reset,
    input            tick,
    input            start,
    input            stop,
    input            clear,
    output reg       running,
    output reg [3:0] tenths,
    output reg [3:0] sec_ones,
    output reg [3:0] sec_tens
);
    // 在这里写你的代码

endmodule
