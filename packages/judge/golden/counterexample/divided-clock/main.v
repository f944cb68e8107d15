// 用分频得到的信号作时钟：模型无法按周期描述，不给反例，也不猜
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  reg slow;
  always @(posedge clk) slow <= reset ? 1'b0 : ~slow;
  always @(posedge slow) q <= (reset || !en) ? q : q + 4'd1;
endmodule
