// 常见错误：选择器两路接反，c4 = 1 时选了“进位为 0”的那一份
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output cout, output c4, output [4:0] hi0, output [4:0] hi1);
    wire [4:0] lo = a[3:0] + b[3:0] + cin;
    assign c4 = lo[4];
    assign hi0 = a[7:4] + b[7:4];
    assign hi1 = a[7:4] + b[7:4] + 1'b1;
    wire [4:0] hi = c4 ? hi0 : hi1;
    assign sum  = {hi[3:0], lo[3:0]};
    assign cout = hi[4];
endmodule
