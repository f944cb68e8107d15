// category: 复位
// mutant bitflip@13:40: 第 13 行：常数 1'b0 的最低位取反
// 上升沿检测：每个上升沿记下 in（prev），当这一拍采到 1、上一拍采到 0 时，pulse 在接下来的一个周期为 1。
// 同步复位（高有效）把 prev 和 pulse 清零。
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  reg prev;
  always @(posedge clk) begin
    if (reset) begin
      prev  <= 1'b0;
      pulse <= 1'b1;
    end else begin
      prev  <= in;
      pulse <= in & ~prev;
    end
  end
endmodule
