module TopModule(
    input  [3:0] a,
    input  [3:0] b,
    input        cin,
    output [3:0] sum,
    output       cout,
    output       pg,
    output       gg
);
    // 每一位的生成与传播
    wire [3:0] g = a & b;
    wire [3:0] p = a ^ b;

    // 每一位的进位都直接由 g、p 和 cin 算出，不等上一位
    wire c1 = g[0] | (p[0] & cin);
    wire c2 = g[1] | (p[1] & g[0]) | (p[1] & p[0] & cin);
    wire c3 = g[2] | (p[2] & g[1]) | (p[2] & p[1] & g[0]) | (p[2] & p[1] & p[0] & cin);

    // 整组的传播与生成：与 cin 无关
    assign pg = &p;
    assign gg = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0]);

    assign cout = gg | (pg & cin);
    assign sum  = p ^ {c3, c2, c1, cin};
endmodule
