// 两处都改对了，却漏了 en = 0 时把 sat 清零：饱和之后停下来，sat 一直停在 1
module TopModule(input clk, input reset, input en, input [7:0] x, output reg [7:0] acc, output reg sat);
    wire [8:0] s = {acc[7], acc} + {x[7], x};
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
        end
    end
endmodule
