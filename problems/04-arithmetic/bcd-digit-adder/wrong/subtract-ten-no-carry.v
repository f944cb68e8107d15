// 常见错误：超过 9 时减去 10 得到了正确的个位，却用二进制和的第 5 位当进位；10～15 没有第 5 位，十位的进位丢了
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] s, output cout);
    wire [4:0] z = a + b + cin;
    wire [4:0] sub = z - 5'd10;
    assign s = (z > 5'd9) ? sub[3:0] : z[3:0];
    assign cout = z[4];
endmodule
