// 常见错误：借位只比较 a < b，忘了低位送来的借位 bin 也要减掉（a == b 且 bin = 1 时同样不够减）
module TopModule(input [7:0] a, input [7:0] b, input bin, output [7:0] diff, output bout);
    assign diff = a - b - bin;
    assign bout = a < b;
endmodule
