// 常见错误：边界差一，用 z > 10 判断；和恰好为 10 时没有进位，输出了非法的 BCD 码 4'hA
module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] s, output cout);
    wire [4:0] z = a + b + cin;
    assign cout = (z > 5'd10);
    wire [4:0] adj = z + 5'd6;
    assign s = cout ? adj[3:0] : z[3:0];
endmodule
