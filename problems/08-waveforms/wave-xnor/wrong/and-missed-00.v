// 常见错误：只注意到 a、b 都为 1 时 y = 1，漏看了开头 a、b 都为 0 的那一段，写成了与门
module TopModule(input a, input b, output y);
    assign y = a & b;
endmodule
