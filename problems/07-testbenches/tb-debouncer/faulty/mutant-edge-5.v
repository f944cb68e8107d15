// category: 时序
// mutant edge@5:32: 第 5 行：posedge 改为 negedge
// 按键消抖：每个上升沿采样 btn；与 level 不同的值连续采到 4 次，level 才在第 4 次的上升沿变为 btn。
// press 是 level 由 0 变 1 时的单周期脉冲。同步复位（高有效）：level、press 和内部计数清零。
module TopModule(input clk, input reset, input btn, output reg level, output reg press);
  reg [1:0] cnt;
  always @(negedge clk) begin
    if (reset) begin level <= 1'b0; press <= 1'b0; cnt <= 2'd0; end
    else begin
      press <= 1'b0;
      if (btn == level) cnt <= 2'd0;
      else if (cnt == 2'd3) begin level <= btn; press <= btn; cnt <= 2'd0; end
      else cnt <= cnt + 2'd1;
    end
  end
endmodule
