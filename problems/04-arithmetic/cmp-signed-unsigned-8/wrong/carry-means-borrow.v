// 常见错误：把 C 当成借位输出（a < b 时为 1），与题目约定的“进位”（没有借位时为 1）正好相反
module TopModule(input [7:0] a, input [7:0] b, output n, output c, output v, output eq, output lt_u, output lt_s);
    wire [8:0] d = {1'b0, a} - {1'b0, b};
    assign n = d[7];
    assign c = d[8];
    assign v = (a[7] != b[7]) && (d[7] != a[7]);
    assign eq = a == b;
    assign lt_u = d[8];
    assign lt_s = $signed(a) < $signed(b);
endmodule
