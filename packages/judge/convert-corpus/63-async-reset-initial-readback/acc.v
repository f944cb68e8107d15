// Asynchronous active-low reset and initial values together, outputs read back inside the module
// (`sum <= sum + x`, `over` from `sum`): the proof releases the reset on a clock edge and between edges.
module acc(clk, rst_n, x, sum, over);
  input clk, rst_n;
  input [3:0] x;
  output [7:0] sum;
  output over;
  reg [7:0] sum = 8'd100;
  reg over;
  initial over = 1'b0;

  always @(posedge clk or negedge rst_n)
    if (!rst_n) begin
      sum <= 8'd0;
      over <= 1'b0;
    end else begin
      sum <= sum + {4'd0, x};
      if (sum > 8'd240) over <= 1'b1;
    end
endmodule
