// 常见错误：只注意到 a、b 都为 0 时 y = 1，漏看了 a、b 都为 1 的那一段，写成了或非
module TopModule(input a, input b, output y);
    assign y = ~(a | b);
endmodule
