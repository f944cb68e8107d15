// 常见错误：以为写了 $signed(a) 就万事大吉；表达式里只要有一个无符号操作数（u），整个表达式就按无符号算，a 被补 0 而不是补符号位，比较也成了无符号比较
module TopModule(input [7:0] a, input [3:0] b, input [3:0] u, output [8:0] sab, output [8:0] sau, output lt_ab, output lt_au);
    assign sab   = $signed(a) + $signed(b);
    assign sau   = $signed(a) + u;
    assign lt_ab = $signed(a) < $signed(b);
    assign lt_au = $signed(a) < u;
endmodule
