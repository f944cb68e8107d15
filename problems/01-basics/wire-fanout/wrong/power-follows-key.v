// 常见错误：把电源灯也接到了按键上，松开按键时电源灯熄灭
module TopModule(input key, output led0, output led1, output led_n, output power, output spare);
    assign led0  = key;
    assign led1  = key;
    assign led_n = ~key;
    assign power = key;
    assign spare = 1'b0;
endmodule
