// 常见错误：把“交换半字”也做成了字节倒序，半字内部的两个字节被颠倒了
module TopModule(input [31:0] word, output [31:0] bswap, output [31:0] hswap);
    assign bswap = {word[7:0], word[15:8], word[23:16], word[31:24]};
    assign hswap = {word[7:0], word[15:8], word[23:16], word[31:24]};
endmodule
