// 常见错误：多数表决只写了相邻两路的“与”，漏了 a、c 同为 1 而 b 为 0 的那一段（a=1, b=0, c=1 时 y 应为 1）
module TopModule(input a, input b, input c, output y, output p);
    assign y = (a & b) | (b & c);
    assign p = a ^ b ^ c;
endmodule
