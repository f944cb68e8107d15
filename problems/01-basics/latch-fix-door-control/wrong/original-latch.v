// 常见错误：原样照搬题目里的代码，分支中漏赋值、又没有 else，生成锁存器，输出保持旧值
module TopModule(input alarm, input admin, input swipe, input card_ok, output reg unlock, output reg buzzer, output reg [1:0] led);
    always @(*) begin
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
