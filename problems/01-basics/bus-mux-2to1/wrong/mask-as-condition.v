// 常见错误：把 mask 当成条件运算符的条件，只要 mask 不全为 0 就整条选 b，而不是逐位选择
module TopModule(input [15:0] a, input [15:0] b, input sel, input [15:0] mask, output [15:0] y, output [15:0] z);
    assign y = sel ? b : a;
    assign z = mask ? b : a;
endmodule
