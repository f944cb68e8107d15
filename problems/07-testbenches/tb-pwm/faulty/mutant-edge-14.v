// category: 时序
// mutant edge@14:76: 第 14 行：posedge 改为 negedge
// PWM：cnt 从 0 数到 per_r - 1 再回到 0，一个周期 per_r 拍（per_r 为 0 或 1 时每拍都是一个周期）；
// 在周期最后一拍的上升沿（以及复位之后的第一个上升沿）装入 period、duty；pwm = cnt < duty_r。同步复位全部清零。
module TopModule(
  input        clk,
  input        reset,
  input  [7:0] period,
  input  [7:0] duty,
  output       pwm
);
  reg [7:0] cnt;
  reg [7:0] per_r;
  reg [7:0] duty_r;
  wire last = ({1'b0, cnt} + 9'd1 >= {1'b0, per_r});
  always @(negedge clk) begin
    if (reset) begin
      cnt    <= 0;
      per_r  <= 0;
      duty_r <= 0;
    end else if (last) begin
      cnt    <= 0;
      per_r  <= period;
      duty_r <= duty;
    end else begin
      cnt    <= cnt + 1'b1;
    end
  end
  assign pwm = (cnt < duty_r);
endmodule
