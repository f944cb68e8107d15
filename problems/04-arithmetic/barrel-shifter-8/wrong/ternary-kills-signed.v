// 常见错误：算术右移放进条件运算符；条件运算符的另一边是无符号数，整个表达式变成无符号，>>> 退化成逻辑右移，左边补的是 0
module TopModule(input [7:0] din, input [2:0] amt, input [1:0] op, output [7:0] dout);
    wire [15:0] twice = {din, din} >> amt;
    assign dout = (op == 2'd0) ? din << amt :
                  (op == 2'd3) ? twice[7:0] :
                  (op == 2'd2) ? $signed(din) >>> amt : din >> amt;
endmodule
