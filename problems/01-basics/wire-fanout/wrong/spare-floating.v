// 常见错误：以为不用的输出可以不管，spare 没有赋值，输出悬空为 z
module TopModule(input key, output led0, output led1, output led_n, output power, output spare);
    assign led0  = key;
    assign led1  = key;
    assign led_n = ~key;
    assign power = 1'b1;
endmodule
