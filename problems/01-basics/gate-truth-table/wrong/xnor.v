// 常见错误：只看了前两行和最后一行，误以为是同或（a、b 相同时为 1）
module TopModule(input a, input b, output y);
    assign y = ~(a ^ b);
endmodule
