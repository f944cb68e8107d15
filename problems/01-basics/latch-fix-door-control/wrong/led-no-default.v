// 常见错误：unlock 和 buzzer 给了默认值，唯独漏了 led，空闲时红绿灯保持上一次的状态（锁存器）
module TopModule(input alarm, input admin, input swipe, input card_ok, output reg unlock, output reg buzzer, output reg [1:0] led);
    always @(*) begin
        unlock = 1'b0;
        buzzer = 1'b0;
        if (alarm) begin
            unlock = 1'b1;
            buzzer = 1'b1;
            led    = 2'b11;
        end else if (admin) begin
            unlock = 1'b1;
            led    = 2'b01;
        end else if (swipe) begin
            if (card_ok) begin
                unlock = 1'b1;
                led    = 2'b01;
            end else begin
                buzzer = 1'b1;
                led    = 2'b10;
            end
        end
    end
endmodule
