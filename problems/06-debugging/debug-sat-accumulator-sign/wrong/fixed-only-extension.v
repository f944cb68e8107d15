// 只改对了一处：加数做了符号扩展，溢出判断对了，但停在哪一端仍看绕回去之后的第 8 位，它在溢出时恰好是反的：正溢出停在了 −128
module TopModule(input clk, input reset, input en, input [7:0] x, output reg [7:0] acc, output reg sat);
    wire [8:0] s = {acc[7], acc} + {x[7], x};
    wire ovf = s[8] ^ s[7];
    always @(posedge clk) begin
        if (reset) begin
            acc <= 8'd0; sat <= 1'b0;
        end else if (en) begin
            if (ovf) begin
                acc <= s[7] ? 8'h80 : 8'h7F; sat <= 1'b1;
            end else begin
                acc <= s[7:0]; sat <= 1'b0;
            end
        end else begin
            sat <= 1'b0;
        end
    end
endmodule
