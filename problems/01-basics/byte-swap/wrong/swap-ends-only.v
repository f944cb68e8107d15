// 常见错误：只交换了首尾两个字节，中间两个字节还在原位
module TopModule(input [31:0] word, output [31:0] bswap, output [31:0] hswap);
    assign bswap = {word[7:0], word[23:16], word[15:8], word[31:24]};
    assign hswap = {word[15:0], word[31:16]};
endmodule
