module TopModule(
    input         clk,
    input         reset,
    input         in_valid,
    input  [7:0]  in_data,
    input         in_last,
    output        out_valid,
    output [31:0] out_data,
    output [3:0]  out_keep
);
    // 在这里写你的代码

endmodule
