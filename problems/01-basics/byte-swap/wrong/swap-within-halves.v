// 常见错误：只在每个半字内部交换了两个字节，整体的字节顺序并没有倒过来
module TopModule(input [31:0] word, output [31:0] bswap, output [31:0] hswap);
    assign bswap = {word[23:16], word[31:24], word[7:0], word[15:8]};
    assign hswap = {word[15:0], word[31:16]};
endmodule
