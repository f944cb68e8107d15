module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [7:0] c,
    output reg [7:0] max_val,
    output reg [1:0] max_idx,
    output reg [7:0] min_val,
    output reg [1:0] min_idx
);
    // 在这里写你的代码

endmodule
