// 常见错误：按位置连接时把输出写在了前面，bin 接到了 ga，gray 接到了 a，输出没有被驱动
module bin2gray(input [3:0] bin, output [3:0] gray);
    assign gray = bin ^ (bin >> 1);
endmodule

module TopModule(input [3:0] a, input [3:0] b, output [3:0] ga, output [3:0] gb);
    bin2gray u_a (ga, a);
    bin2gray u_b (gb, b);
endmodule
