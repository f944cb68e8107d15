// 常见错误：只给一边套了 $signed，另一边还是无符号数，整个比较按无符号进行，lt_s 与 lt_u 一模一样
module TopModule(input [7:0] a, input [7:0] b, output n, output c, output v, output eq, output lt_u, output lt_s);
    wire [8:0] t = {1'b0, a} + {1'b0, ~b} + 9'd1;
    assign n = t[7];
    assign c = t[8];
    assign v = (a[7] != b[7]) && (t[7] != a[7]);
    assign eq = a == b;
    assign lt_u = a < b;
    assign lt_s = $signed(a) < b;
endmodule
