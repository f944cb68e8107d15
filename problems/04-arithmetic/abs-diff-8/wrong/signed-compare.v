// 常见错误：比较时套上了 $signed，把 128～255 当成负数，两个数一个大于 127、一个小于 128 时比较结果反了
module TopModule(input [7:0] a, input [7:0] b, output [7:0] gap, output b_larger);
    assign b_larger = $signed(b) > $signed(a);
    assign gap = b_larger ? b - a : a - b;
endmodule
