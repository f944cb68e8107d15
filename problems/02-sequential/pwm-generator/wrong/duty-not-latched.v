// 常见错误：直接拿输入 duty 比较，周期中途 duty 一变，输出立刻跟着变，一个周期里可能出现两段高电平或被截断
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [2:0] phase;
    always @(posedge clk) begin
        if (reset) phase <= 3'd0;
        else phase <= phase + 3'd1;
    end
    assign pwm = ({1'b0, phase} < duty);
endmodule
