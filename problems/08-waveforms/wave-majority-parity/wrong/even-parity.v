// 常见错误：p 的极性读反了：1 的个数为偶数时才输出 1
module TopModule(input a, input b, input c, output y, output p);
    assign y = (a & b) | (a & c) | (b & c);
    assign p = ~(a ^ b ^ c);
endmodule
