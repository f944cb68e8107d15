// 常见错误：采样一致时没有把计数器清零，累计的是“不同的次数”而不是“连续不同的次数”，抖动也会被当成按下
module TopModule(input clk, input reset, input btn, output reg level, output reg press);
    reg [1:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            level <= 1'b0;
            cnt <= 2'd0;
            press <= 1'b0;
        end else if (btn != level) begin
            if (cnt == 2'd3) begin
                level <= btn;
                cnt <= 2'd0;
                press <= btn;
            end else begin
                cnt <= cnt + 2'd1;
                press <= 1'b0;
            end
        end else begin
            press <= 1'b0;
        end
    end
endmodule
