// category: 复位
// mutant reset@8:55: 第 8 行：去掉复位
// 定时红绿灯：绿 5 个周期 → 黄 2 个周期 → 红 4 个周期 → 绿……，周期 11。
// Moore 型：三盏灯只由状态决定。同步复位（高有效）：回到绿灯，计时从头开始。
module TopModule(input clk, input reset, output red, output yellow, output green);
  localparam G = 2'd0, Y = 2'd1, R = 2'd2;
  reg [1:0] state;
  reg [2:0] timer;   // 当前状态已经持续了几个周期（从 0 数起）
  always @(posedge clk) begin
    if (1'b0) begin state <= G; timer <= 3'd0; end
    else case (state)
      G: if (timer == 3'd4) begin state <= Y; timer <= 3'd0; end else timer <= timer + 3'd1;
      Y: if (timer == 3'd1) begin state <= R; timer <= 3'd0; end else timer <= timer + 3'd1;
      R: if (timer == 3'd3) begin state <= G; timer <= 3'd0; end else timer <= timer + 3'd1;
      default: begin state <= G; timer <= 3'd0; end
    endcase
  end
  assign green  = state == G;
  assign yellow = state == Y;
  assign red    = state == R;
endmodule
