// 常见错误：对无符号向量用 >>>，实际做的是逻辑右移，负数的高位补了 0
module TopModule(input [15:0] x, output [15:0] rol4, output [15:0] ror1, output [15:0] sar3, output [15:0] shl2);
    assign rol4 = {x[11:0], x[15:12]};
    assign ror1 = {x[0], x[15:1]};
    assign sar3 = x >>> 3;
    assign shl2 = {x[13:0], 2'b00};
endmodule
