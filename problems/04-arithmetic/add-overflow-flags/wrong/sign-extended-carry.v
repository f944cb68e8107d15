// 常见错误：把 a、b 符号扩展成 9 位再相加，拿第 9 位当进位；那一位是有符号结果的真实符号，不是无符号进位
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output carry, output ovf, output neg);
    wire [8:0] s9 = {a[7], a} + {b[7], b} + cin;
    assign sum   = s9[7:0];
    assign carry = s9[8];
    assign ovf   = (a[7] == b[7]) && (sum[7] != a[7]);
    assign neg   = sum[7] ^ ovf;
endmodule
