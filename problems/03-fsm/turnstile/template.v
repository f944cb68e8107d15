module TopModule(
    input  clk,
    input  reset,
    input  coin,
    input  push,
    output unlocked,
    output alarm
);
    // 在这里写你的代码

endmodule
