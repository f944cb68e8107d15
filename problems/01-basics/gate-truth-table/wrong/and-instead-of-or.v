// 常见错误：只照着 a=1、b=0 这一行写出了 a & ~b，漏掉了其他输出为 1 的行
module TopModule(input a, input b, output y);
    assign y = a & ~b;
endmodule
