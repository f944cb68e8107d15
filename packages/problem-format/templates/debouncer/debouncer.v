// 按键消抖：先用两级触发器同步输入，输入与当前输出不同且连续保持 STABLE 拍后，输出才翻转；按下瞬间 pressed 为 1 一拍。
module debouncer #(
    parameter STABLE = 16
) (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  level,
    output reg  pressed
);
  reg [1:0] sync;
  reg [15:0] count;

  always @(posedge clk) begin
    pressed <= 1'b0;
    if (rst) begin
      sync <= 2'b00;
      count <= 16'd0;
      level <= 1'b0;
    end else begin
      sync <= {sync[0], button};
      if (sync[1] == level) begin
        count <= 16'd0;
      end else if (count == STABLE - 1) begin
        count <= 16'd0;
        level <= sync[1];
        pressed <= sync[1];
      end else begin
        count <= count + 16'd1;
      end
    end
  end
endmodule
