// 常见错误：先算 8 位的 a - b，再看它的最高位判断正负；差 ≥ 128 时最高位也是 1，被误当成负数
module TopModule(input [7:0] a, input [7:0] b, output [7:0] gap, output b_larger);
    wire [7:0] t = a - b;
    assign b_larger = t[7];
    assign gap = t[7] ? -t : t;
endmodule
