// 常见错误：记混了 & 和 | 两个符号，与门和或门的输出互换
module TopModule(input a, input b, output y_not, output y_and, output y_or, output y_xor);
    assign y_not = ~a;
    assign y_and = a | b;
    assign y_or  = a & b;
    assign y_xor = a ^ b;
endmodule
