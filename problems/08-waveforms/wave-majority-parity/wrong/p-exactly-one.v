// 常见错误：只看了“恰好一个输入为 1 时 p = 1”的几段，漏看了三个输入都为 1 时 p 也是 1
module TopModule(input a, input b, input c, output y, output p);
    assign y = (a & b) | (a & c) | (b & c);
    assign p = (a | b | c) & ~y;
endmodule
