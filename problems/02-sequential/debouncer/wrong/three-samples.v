// 常见错误：终值差一，用 cnt == 2 判断，连续 3 次不同就翻转了
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
        end else if (cnt == 2'd2) begin
            level <= btn;
            cnt <= 2'd0;
            press <= btn;
        end else begin
            cnt <= cnt + 2'd1;
            press <= 1'b0;
        end
    end
endmodule
