// 常见错误：脉冲期间的上升沿也重新开始计时（可重触发），脉冲被拉长，而题目要求忙时忽略触发
module TopModule(input clk, input reset, input trig, output pulse);
    reg prev;
    reg [2:0] left;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0;
            left <= 3'd0;
        end else begin
            prev <= trig;
            if (trig && !prev) left <= 3'd5;
            else if (left != 3'd0) left <= left - 3'd1;
        end
    end
    assign pulse = (left != 3'd0);
endmodule
