// 与参考答案等价的写法（用加法器和选择器）：没有反例
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  wire [3:0] next = en ? q + 4'd1 : q;
  always @(posedge clk) q <= reset ? 4'd0 : next;
endmodule
