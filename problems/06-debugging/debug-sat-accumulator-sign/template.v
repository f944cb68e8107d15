module TopModule(
    input            clk,
    input            reset,
    input            en,
    input      [7:0] x,      // 补码有符号数
    output reg [7:0] acc,    // 补码有符号数
    output reg       sat
);
    // 9 位的和：多出一位，真正的和一定放得下
    wire [8:0] s = acc + x;

    // 真正的和超出 −128～127：第 9 位和第 8 位不同
    wire ovf = s[8] ^ s[7];

    always @(posedge clk) begin
        if (reset) begin
            acc <= 8'd0;
            sat <= 1'b0;
        end else if (en) begin
            if (ovf) begin
                // 负得太多停在 −128，正得太多停在 127
                acc <= s[7] ? 8'h80 : 8'h7F;
                sat <= 1'b1;
            end else begin
                acc <= s[7:0];
                sat <= 1'b0;
            end
        end else begin
            sat <= 1'b0;
        end
    end
endmodule
