// 常见错误：把进位当成有符号溢出；−1 + 1 有进位却没有溢出，100 + 100 溢出却没有进位
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output carry, output ovf, output neg);
    wire [8:0] s9 = a + b + cin;
    assign sum   = s9[7:0];
    assign carry = s9[8];
    assign ovf   = s9[8];
    assign neg   = sum[7] ^ ovf;
endmodule
