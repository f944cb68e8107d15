// 常见错误：忘了把进位输入 cin 加进去
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout);
    assign {cout, sum} = a + b;
endmodule
