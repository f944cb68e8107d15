// 常见错误：占空比只存了 3 位，duty = 8 被截成 0，本该一直亮的时候反而一直灭
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [2:0] phase;
    reg [2:0] active_duty;
    always @(posedge clk) begin
        if (reset) begin phase <= 3'd0; active_duty <= 3'd0; end
        else begin
            phase <= phase + 3'd1;
            if (phase == 3'd7) active_duty <= duty[2:0];
        end
    end
    assign pwm = (phase < active_duty);
endmodule
