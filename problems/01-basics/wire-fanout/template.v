module TopModule(
    input  key,
    output led0,
    output led1,
    output led_n,
    output power,
    output spare
);
    // 在这里写你的代码

endmodule
