// 常见错误：用“或”来加使能，en = 0 时输出没有被关掉，反而 en = 1 时输出恒为 1
module TopModule(input en, input a, input b, output y_and, output y_or, output y_xor, output y_nand);
    assign y_and  = en | (a & b);
    assign y_or   = en | (a | b);
    assign y_xor  = en | (a ^ b);
    assign y_nand = en | ~(a & b);
endmodule
