// 常见错误：a 补了符号位，4 位的 b 却直接拼上去（补 0），b = 4'hF（−1）被当成了 +15
module TopModule(input [7:0] a, input [3:0] b, input [3:0] u, output [8:0] sab, output [8:0] sau, output lt_ab, output lt_au);
    wire signed [8:0] a9 = {a[7], a};
    wire signed [8:0] b9 = {5'b00000, b};
    wire signed [8:0] u9 = {5'b00000, u};
    assign sab   = a9 + b9;
    assign sau   = a9 + u9;
    assign lt_ab = a9 < b9;
    assign lt_au = a9 < u9;
endmodule
