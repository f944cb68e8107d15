// 常见错误：把掩码的含义弄反了，mask 为 1 的位取了 a
module TopModule(input [15:0] a, input [15:0] b, input sel, input [15:0] mask, output [15:0] y, output [15:0] z);
    assign y = sel ? b : a;
    assign z = (a & mask) | (b & ~mask);
endmodule
