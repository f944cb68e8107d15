// 常见错误：把 cin 也算进整组的生成 gg，gg 就成了 cout；gg 应当只看本组自己能不能产生进位
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout, output pg, output gg);
    wire [3:0] g = a & b;
    wire [3:0] p = a ^ b;
    wire c1 = g[0] | (p[0] & cin);
    wire c2 = g[1] | (p[1] & g[0]) | (p[1] & p[0] & cin);
    wire c3 = g[2] | (p[2] & g[1]) | (p[2] & p[1] & g[0]) | (p[2] & p[1] & p[0] & cin);
    assign pg = &p;
    assign cout = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0]) | (p[3] & p[2] & p[1] & p[0] & cin);
    assign gg = cout;
    assign sum  = p ^ {c3, c2, c1, cin};
endmodule
