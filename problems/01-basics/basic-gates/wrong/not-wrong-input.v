// 常见错误：非门取反了 b 而不是 a
module TopModule(input a, input b, output y_not, output y_and, output y_or, output y_xor);
    assign y_not = ~b;
    assign y_and = a & b;
    assign y_or  = a | b;
    assign y_xor = a ^ b;
endmodule
