// 常见错误：看出了“相同/不同”的规律，却把输出的极性读反了，写成了异或：a、b 不同时才输出 1
module TopModule(input a, input b, output y);
    assign y = a ^ b;
endmodule
