// 常见错误：level 每次翻转都给出 press，松开按键（1 → 0）时也报告了一次“按下”
module TopModule(input clk, input reset, input btn, output reg level, output reg press);
    reg [1:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            level <= 1'b0;
            cnt <= 2'd0;
            press <= 1'b0;
        end else if (btn == level) begin
            cnt <= 2'd0;
            press <= 1'b0;
        end else if (cnt == 2'd3) begin
            level <= btn;
            cnt <= 2'd0;
            press <= 1'b1;
        end else begin
            cnt <= cnt + 2'd1;
            press <= 1'b0;
        end
    end
endmodule
