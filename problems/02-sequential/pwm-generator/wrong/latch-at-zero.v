// 常见错误：在 phase == 0 时才换占空比，新周期的第一个周期还在用旧值，新值晚生效一拍
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [2:0] phase;
    reg [3:0] active_duty;
    always @(posedge clk) begin
        if (reset) begin phase <= 3'd0; active_duty <= 4'd0; end
        else begin
            phase <= phase + 3'd1;
            if (phase == 3'd0) active_duty <= duty;
        end
    end
    assign pwm = ({1'b0, phase} < active_duty);
endmodule
