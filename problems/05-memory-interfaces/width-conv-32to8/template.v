module TopModule(
    input         clk,
    input         reset,
    input         in_valid,
    input  [31:0] in_data,
    output        in_ready,
    output        out_valid,
    input         out_ready,
    output [7:0]  out_data
);
    // 在这里写你的代码

endmodule
