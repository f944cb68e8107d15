// 常见错误：传播用 a | b；进位还算得对，但整组的 pg 在某一位 a = b = 1 时被错当成 1（那一位自己就生成进位，并不“传播”）
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout, output pg, output gg);
    wire [3:0] g = a & b;
    wire [3:0] p = a | b;
    wire c1 = g[0] | (p[0] & cin);
    wire c2 = g[1] | (p[1] & g[0]) | (p[1] & p[0] & cin);
    wire c3 = g[2] | (p[2] & g[1]) | (p[2] & p[1] & g[0]) | (p[2] & p[1] & p[0] & cin);
    assign pg = &p;
    assign gg = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0]);
    assign cout = gg | (pg & cin);
    assign sum  = (a ^ b) ^ {c3, c2, c1, cin};
endmodule
