// 常见错误：把最低位 in[0] 当成了符号位来复制
module TopModule(input [7:0] in, output [7:0] rev, output [15:0] sext);
    assign rev  = {in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7]};
    assign sext = {{8{in[0]}}, in};
endmodule
