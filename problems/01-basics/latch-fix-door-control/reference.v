module TopModule(
    input            alarm,
    input            admin,
    input            swipe,
    input            card_ok,
    output reg       unlock,
    output reg       buzzer,
    output reg [1:0] led
);
    always @(*) begin
        // 默认值：空闲状态。后面的分支只改写需要改变的输出
        unlock = 1'b0;
        buzzer = 1'b0;
        led    = 2'b00;
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
