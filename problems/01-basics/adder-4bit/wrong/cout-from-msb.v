// 常见错误：以为只有两个最高位都为 1 才会进位，忽略了从低位传上来的进位
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout);
    assign sum  = a + b + cin;
    assign cout = a[3] & b[3];
endmodule
