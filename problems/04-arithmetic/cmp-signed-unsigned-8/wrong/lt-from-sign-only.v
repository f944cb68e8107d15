// 常见错误：以为“差为负”就是 a < b，只看 N，没有考虑溢出时符号位是反的
module TopModule(input [7:0] a, input [7:0] b, output n, output c, output v, output eq, output lt_u, output lt_s);
    wire [8:0] t = {1'b0, a} + {1'b0, ~b} + 9'd1;
    assign n = t[7];
    assign c = t[8];
    assign v = (a[7] != b[7]) && (t[7] != a[7]);
    assign eq = a == b;
    assign lt_u = ~c;
    assign lt_s = n;
endmodule
