// 常见错误：复制第一行实例后忘了改输入，两个实例都接到了 a
module bin2gray(input [3:0] bin, output [3:0] gray);
    assign gray = bin ^ (bin >> 1);
endmodule

module TopModule(input [3:0] a, input [3:0] b, output [3:0] ga, output [3:0] gb);
    bin2gray u_a (.bin(a), .gray(ga));
    bin2gray u_b (.bin(a), .gray(gb));
endmodule
