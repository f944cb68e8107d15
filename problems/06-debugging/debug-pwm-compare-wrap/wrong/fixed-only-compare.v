// 只改对了一处：比较改成了 >=，但计数器仍回到 0，一个周期变成 11 个时钟，而且 cnt = 0 时不论 duty 是多少都输出 1（duty = 0 也会冒出毛刺）
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [3:0] cnt;
    always @(posedge clk) begin
        if (reset)              cnt <= 4'd1;
        else if (cnt == 4'd10)  cnt <= 4'd0;
        else                    cnt <= cnt + 4'd1;
    end
    assign pwm = (duty >= cnt);
endmodule
