// 常见错误：比较写成 <=，每个周期多亮一拍，duty = 0 时也会亮一个周期
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [2:0] phase;
    reg [3:0] active_duty;
    always @(posedge clk) begin
        if (reset) begin phase <= 3'd0; active_duty <= 4'd0; end
        else begin
            phase <= phase + 3'd1;
            if (phase == 3'd7) active_duty <= duty;
        end
    end
    assign pwm = ({1'b0, phase} <= active_duty);
endmodule
