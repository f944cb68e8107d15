// 常见错误：展开 c3 时漏了一项 p2·p1·g0；进位要经过两位传播才到达时就丢了
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout, output pg, output gg);
    wire [3:0] g = a & b;
    wire [3:0] p = a ^ b;
    wire c1 = g[0] | (p[0] & cin);
    wire c2 = g[1] | (p[1] & g[0]) | (p[1] & p[0] & cin);
    wire c3 = g[2] | (p[2] & g[1]) | (p[2] & p[1] & p[0] & cin);
    assign pg = &p;
    assign gg = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0]);
    assign cout = gg | (pg & cin);
    assign sum  = p ^ {c3, c2, c1, cin};
endmodule
