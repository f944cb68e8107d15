// 常见错误：德摩根定律用错，把与非写成了各自取反再相与（那其实是或非）
module TopModule(input a, input b, input c, output y_nand, output y_nor, output y_xor);
    assign y_nand = ~a & ~b & ~c;
    assign y_nor  = ~(a | b | c);
    assign y_xor  = a ^ b ^ c;
endmodule
