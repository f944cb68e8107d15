// 常见错误：先在 4 位宽下求和，进位已经被截掉，再取和的最高位当作 cout
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout);
    wire [3:0] total = a + b + cin;
    assign sum  = total;
    assign cout = total[3];
endmodule
