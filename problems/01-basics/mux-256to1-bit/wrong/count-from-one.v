// 常见错误：以为路号从 1 开始，下标多加了 1，选到了相邻的高一位
module TopModule(input [255:0] in, input [7:0] sel, output out);
    assign out = in[sel + 1];
endmodule
