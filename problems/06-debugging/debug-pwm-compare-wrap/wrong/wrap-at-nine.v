// 改过头了：把回绕条件改成了 cnt == 9，一个周期只剩 9 个时钟，duty = 9 就已经整周期为 1
module TopModule(input clk, input reset, input [3:0] duty, output pwm);
    reg [3:0] cnt;
    always @(posedge clk) begin
        if (reset)              cnt <= 4'd1;
        else if (cnt == 4'd9)  cnt <= 4'd1;
        else                    cnt <= cnt + 4'd1;
    end
    assign pwm = (duty >= cnt);
endmodule
