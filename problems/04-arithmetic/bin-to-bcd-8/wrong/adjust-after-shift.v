// 常见错误：先移位再修正；修正必须在移位之前做，移位后再加 3 已经来不及，结果多出或少了进位
module TopModule(input [7:0] bin, output [3:0] hund, output [3:0] tens, output [3:0] ones);
    reg [19:0] s;
    integer i;
    always @(*) begin
        s = {12'd0, bin};
        for (i = 0; i < 8; i = i + 1) begin
            s = s << 1;
            if (s[11:8] >= 4'd5) s[11:8] = s[11:8] + 4'd3;
            if (s[15:12] >= 4'd5) s[15:12] = s[15:12] + 4'd3;
        end
    end
    assign hund = s[19:16];
    assign tens = s[15:12];
    assign ones = s[11:8];
endmodule
