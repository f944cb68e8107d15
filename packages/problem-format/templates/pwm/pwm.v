// PWM 发生器：计数器 0..255 循环，计数值小于 duty 时输出高电平，所以一个周期里高电平占 duty 拍。
module pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] duty,
    output wire       out
);
  reg [7:0] phase;

  always @(posedge clk) begin
    if (rst) phase <= 8'd0;
    else phase <= phase + 8'd1;
  end

  assign out = (phase < duty);
endmodule
