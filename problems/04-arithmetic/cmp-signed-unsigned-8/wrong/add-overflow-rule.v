// 常见错误：把加法的溢出规则（两数同号、结果异号）原样用在减法上，应当看的是 a 和“取反后的 b”
module TopModule(input [7:0] a, input [7:0] b, output n, output c, output v, output eq, output lt_u, output lt_s);
    wire [8:0] t = {1'b0, a} + {1'b0, ~b} + 9'd1;
    assign n = t[7];
    assign c = t[8];
    assign v = (a[7] == b[7]) && (t[7] != a[7]);
    assign eq = a == b;
    assign lt_u = ~c;
    assign lt_s = n ^ v;
endmodule
