// 常见错误：高半部分的两份和只算 4 位，进位丢了，cout 只好拿低半部分的进位凑数
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output cout, output c4, output [4:0] hi0, output [4:0] hi1);
    wire [4:0] lo = a[3:0] + b[3:0] + cin;
    assign c4 = lo[4];
    wire [3:0] h0 = a[7:4] + b[7:4];
    wire [3:0] h1 = a[7:4] + b[7:4] + 1'b1;
    assign hi0 = h0;
    assign hi1 = h1;
    assign sum  = {c4 ? h1 : h0, lo[3:0]};
    assign cout = c4;
endmodule
