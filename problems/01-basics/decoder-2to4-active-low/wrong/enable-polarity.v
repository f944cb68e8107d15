// 常见错误：把使能当成了高电平有效，en_n = 1 时反而在译码
module TopModule(input en_n, input [1:0] a, output [3:0] y_n);
    assign y_n = en_n ? ~(4'b0001 << a) : 4'b1111;
endmodule
