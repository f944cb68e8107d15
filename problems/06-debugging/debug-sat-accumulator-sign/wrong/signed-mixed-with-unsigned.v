// 改错了：只给 acc 套了 $signed，x 仍是无符号数；表达式里只要有一个无符号操作数，整个表达式就按无符号算，仍然补零扩展
module TopModule(input clk, input reset, input en, input [7:0] x, output reg [7:0] acc, output reg sat);
    wire signed [8:0] s = $signed(acc) + x;
    wire ovf = s[8] ^ s[7];
    always @(posedge clk) begin
        if (reset) begin
            acc <= 8'd0; sat <= 1'b0;
        end else if (en) begin
            if (ovf) begin
                acc <= s[8] ? 8'h80 : 8'h7F; sat <= 1'b1;
            end else begin
                acc <= s[7:0]; sat <= 1'b0;
            end
        end else begin
            sat <= 1'b0;
        end
    end
endmodule
