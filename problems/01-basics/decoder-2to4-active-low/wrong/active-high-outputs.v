// 常见错误：输出写成了高电平有效，选中的那一位是 1，其余为 0
module TopModule(input en_n, input [1:0] a, output [3:0] y_n);
    assign y_n = en_n ? 4'b0000 : (4'b0001 << a);
endmodule
