// 常见错误：起点写成了 sel，忘了乘以半字节的宽度 4，取到的是错开的 4 位
module TopModule(input [31:0] data, input [2:0] sel, output [3:0] out);
    assign out = data[sel +: 4];
endmodule
