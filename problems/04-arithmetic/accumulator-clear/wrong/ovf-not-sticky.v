// 常见错误：ovf 只反映这一次加法有没有进位，下一次加法就被冲掉了；题目要求溢出过一次就一直保持到清零
module TopModule(input clk, input reset, input clear, input en, input [7:0] din, output reg [11:0] acc, output reg ovf);
    wire [12:0] sum = acc + din;
    always @(posedge clk) begin
        if (reset || clear) begin
            acc <= 12'd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= sum[11:0];
            ovf <= sum[12];
        end
    end
endmodule
