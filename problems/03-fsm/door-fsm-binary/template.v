module TopModule(
    input        clk,
    input        reset,
    input        btn,
    input        limit,
    input        obstacle,
    input        lock,
    output [2:0] state,
    output       motor_up,
    output       motor_down
);
    // 在这里写你的代码

endmodule
