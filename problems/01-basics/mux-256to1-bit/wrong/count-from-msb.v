// 常见错误：以为第 0 路是最高位，下标写成了 255 - sel，位序整个反了
module TopModule(input [255:0] in, input [7:0] sel, output out);
    assign out = in[255 - sel];
endmodule
