// category: 功能
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
  always @(posedge clk) begin
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
  assign pwm = (cnt >= duty_r);
endmodule
