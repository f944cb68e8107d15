// 常见错误：把三输入异或理解成“恰好有一个输入为 1”，三个全为 1 时输出错了
module TopModule(input a, input b, input c, output y_nand, output y_nor, output y_xor);
    assign y_nand = ~(a & b & c);
    assign y_nor  = ~(a | b | c);
    assign y_xor  = (a & ~b & ~c) | (~a & b & ~c) | (~a & ~b & c);
endmodule
