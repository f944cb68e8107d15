// 常见错误：把 c 当成行号的最高位来读最小项，z 的第 1 行和第 4 行弄反了
module TopModule(input a, input b, input c, output y, output z);
    assign y = (a ^ c) | (a & ~b);
    assign z = ~b & (~c | a);
endmodule
