// 常见错误：修正条件写成 > 5；正好等于 5 的一位左移后是 10，不加 3 就成了非法的 BCD 码 1010
module TopModule(input [7:0] bin, output [3:0] hund, output [3:0] tens, output [3:0] ones);
    reg [19:0] s;
    integer i;
    always @(*) begin
        s = {12'd0, bin};
        for (i = 0; i < 8; i = i + 1) begin
            if (s[11:8] > 4'd5) s[11:8] = s[11:8] + 4'd3;
            if (s[15:12] > 4'd5) s[15:12] = s[15:12] + 4'd3;
            s = s << 1;
        end
    end
    assign hund = s[19:16];
    assign tens = s[15:12];
    assign ones = s[11:8];
endmodule
