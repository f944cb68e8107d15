// 常见错误：循环次数差一，只移了 7 次，最后一位二进制还没移进 BCD 部分
module TopModule(input [7:0] bin, output [3:0] hund, output [3:0] tens, output [3:0] ones);
    reg [19:0] s;
    integer i;
    always @(*) begin
        s = {12'd0, bin};
        for (i = 1; i < 8; i = i + 1) begin
            if (s[11:8] >= 4'd5) s[11:8] = s[11:8] + 4'd3;
            if (s[15:12] >= 4'd5) s[15:12] = s[15:12] + 4'd3;
            s = s << 1;
        end
    end
    assign hund = s[19:16];
    assign tens = s[15:12];
    assign ones = s[11:8];
endmodule
