// 常见错误：终值差一，用 q == 10 判断回零，计数序列成了 0～10 共 11 个状态
module TopModule(input clk, input reset, input en, output reg [3:0] q, output carry);
    always @(posedge clk) begin
        if (reset) q <= 4'd0;
        else if (en) begin
            if (q == 4'd10) q <= 4'd0;
            else q <= q + 4'd1;
        end
    end
    assign carry = en && (q == 4'd10);
endmodule
