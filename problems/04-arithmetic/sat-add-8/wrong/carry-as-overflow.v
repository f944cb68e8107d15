// 常见错误：有符号加法也用进位判断溢出；进位只对无符号数有意义，−1 + 1 有进位却没有溢出，100 + 100 溢出却没有进位
module TopModule(input [7:0] a, input [7:0] b, input sgn, output [7:0] y, output sat);
    wire [8:0] s = a + b;
    wire ovf = s[8];
    assign y = ovf ? (sgn ? (a[7] ? 8'h80 : 8'h7F) : 8'hFF) : s[7:0];
    assign sat = ovf;
endmodule
