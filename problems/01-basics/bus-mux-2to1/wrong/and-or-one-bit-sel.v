// 常见错误：用与-或式写整体选择，1 位的 sel 只补零扩展到最低位，b 只有第 0 位能被选出来
module TopModule(input [15:0] a, input [15:0] b, input sel, input [15:0] mask, output [15:0] y, output [15:0] z);
    assign y = (a & ~sel) | (b & sel);
    assign z = (a & ~mask) | (b & mask);
endmodule
