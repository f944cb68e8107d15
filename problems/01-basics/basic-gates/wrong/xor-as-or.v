// 常见错误：把“异或”当成了“或”，两个输入都为 1 时 y_xor 输出了 1
module TopModule(input a, input b, output y_not, output y_and, output y_or, output y_xor);
    assign y_not = ~a;
    assign y_and = a & b;
    assign y_or  = a | b;
    assign y_xor = a | b;
endmodule
