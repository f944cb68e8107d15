// 常见错误：高位补 0（零扩展），负数扩展后变成了正数
module TopModule(input [7:0] in, output [7:0] rev, output [15:0] sext);
    assign rev  = {in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7]};
    assign sext = {8'b0, in};
endmodule
