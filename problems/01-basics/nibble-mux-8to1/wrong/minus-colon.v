// 常见错误：把 +: 写成了 -:，从起点往低位取，拿到的是前一个半字节的高 3 位加本半字节的最低位
module TopModule(input [31:0] data, input [2:0] sel, output [3:0] out);
    assign out = data[sel*4 -: 4];
endmodule
