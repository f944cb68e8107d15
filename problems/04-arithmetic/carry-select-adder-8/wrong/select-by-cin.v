// 常见错误：用整个加法器的 cin 去选高半部分；选择信号应当是低半部分送上来的进位 c4
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output cout, output c4, output [4:0] hi0, output [4:0] hi1);
    wire [4:0] lo = a[3:0] + b[3:0] + cin;
    assign c4 = lo[4];
    assign hi0 = a[7:4] + b[7:4];
    assign hi1 = a[7:4] + b[7:4] + 1'b1;
    wire [4:0] hi = cin ? hi1 : hi0;
    assign sum  = {hi[3:0], lo[3:0]};
    assign cout = hi[4];
endmodule
