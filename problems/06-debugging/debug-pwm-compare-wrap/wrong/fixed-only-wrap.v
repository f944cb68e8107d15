// 只改对了一处：计数器改成回到 1，但比较仍是 >，一个周期里只有 duty - 1 个 1，duty = 10 时也不是整周期为 1
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [3:0] cnt;
    always @(posedge clk) begin
        if (reset)              cnt <= 4'd1;
        else if (cnt == 4'd10)  cnt <= 4'd1;
        else                    cnt <= cnt + 4'd1;
    end
    assign pwm = (duty > cnt);
endmodule
