// 两处都改了，却把复位值也改成了 0：复位后的第一个周期有 11 个时钟，开头还多出一个 1
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [3:0] cnt;
    always @(posedge clk) begin
        if (reset)              cnt <= 4'd0;
        else if (cnt == 4'd10)  cnt <= 4'd1;
        else                    cnt <= cnt + 4'd1;
    end
    assign pwm = (duty >= cnt);
endmodule
