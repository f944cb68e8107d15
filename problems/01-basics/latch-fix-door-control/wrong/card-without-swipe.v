// 常见错误：锁存器消除了，但没刷卡时 card_ok 为 1 也会开门（没有检查 swipe）
module TopModule(input alarm, input admin, input swipe, input card_ok, output reg unlock, output reg buzzer, output reg [1:0] led);
    always @(*) begin
        unlock = 1'b0;
        buzzer = 1'b0;
        led    = 2'b00;
        if (alarm) begin
            unlock = 1'b1;
            buzzer = 1'b1;
            led    = 2'b11;
        end else if (admin || card_ok) begin
            unlock = 1'b1;
            led    = 2'b01;
        end else if (swipe) begin
            buzzer = 1'b1;
            led    = 2'b10;
        end
    end
endmodule
