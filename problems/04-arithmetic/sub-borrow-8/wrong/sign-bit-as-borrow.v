// 常见错误：结果只算 8 位，再把差的最高位当成借位；最高位是“有符号数的符号”，不是“不够减”
module TopModule(input [7:0] a, input [7:0] b, input bin, output [7:0] diff, output bout);
    assign diff = a - b - bin;
    assign bout = diff[7];
endmodule
