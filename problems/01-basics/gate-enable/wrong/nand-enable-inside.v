// 常见错误：把使能放进了与非门里面，~(en & a & b) 在 en = 0 时输出 1 而不是 0
module TopModule(input en, input a, input b, output y_and, output y_or, output y_xor, output y_nand);
    assign y_and  = en & a & b;
    assign y_or   = en & (a | b);
    assign y_xor  = en & (a ^ b);
    assign y_nand = ~(en & a & b);
endmodule
