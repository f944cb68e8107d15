module TopModule(
    input            alarm,
    input            admin,
    input            swipe,
    input            card_ok,
    output reg       unlock,
    output reg       buzzer,
    output reg [1:0] led
);
    // 在这里写你的代码

endmodule
