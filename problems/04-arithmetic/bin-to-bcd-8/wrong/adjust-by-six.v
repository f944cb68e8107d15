// 常见错误：把 BCD 加法的“超过 9 加 6”搬过来，在移位前给 ≥ 5 的位加 6；移位前加 3 才等于移位后加 6
module TopModule(input [7:0] bin, output [3:0] hund, output [3:0] tens, output [3:0] ones);
    reg [19:0] s;
    integer i;
    always @(*) begin
        s = {12'd0, bin};
        for (i = 0; i < 8; i = i + 1) begin
            if (s[11:8] >= 4'd5) s[11:8] = s[11:8] + 4'd6;
            if (s[15:12] >= 4'd5) s[15:12] = s[15:12] + 4'd6;
            s = s << 1;
        end
    end
    assign hund = s[19:16];
    assign tens = s[15:12];
    assign ones = s[11:8];
endmodule
