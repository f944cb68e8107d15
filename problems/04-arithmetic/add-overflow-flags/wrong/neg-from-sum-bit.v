// 常见错误：直接拿 sum[7] 当结果的符号；溢出时和已经绕回去了，符号恰好是反的
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output carry, output ovf, output neg);
    wire [8:0] s9 = a + b + cin;
    assign sum   = s9[7:0];
    assign carry = s9[8];
    assign ovf   = (a[7] == b[7]) && (sum[7] != a[7]);
    assign neg   = sum[7];
endmodule
