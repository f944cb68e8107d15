module TopModule(
    input  [3:0] a,
    input  [3:0] b,
    input        cin,
    output [3:0] s,
    output       cout
);
    // 先做普通的二进制加法，和最大 15 + 15 + 1 = 31，要 5 位
    wire [4:0] z = {1'b0, a} + {1'b0, b} + {4'd0, cin};

    // 超过 9 就要向十位进位：加 6 跳过 4'hA～4'hF 这 6 个不用的编码
    assign cout = (z > 5'd9);
    wire [4:0] adj = z + 5'd6;
    assign s = cout ? adj[3:0] : z[3:0];
endmodule
