// 常见错误：只看出了“a、c 不同时为 1”的规律，漏掉了第 5 行
module TopModule(input a, input b, input c, output y, output z);
    assign y = a ^ c;
    assign z = ~b & (~a | c);
endmodule
