// Coverage corpus (issue 27): four BCD digit instances, carries between them, output slices driven by instances
module bcd_digit(input clk, input reset, input en, output reg [3:0] q, output carry);
  assign carry = en && (q == 4'd9);
  always @(posedge clk)
    if (reset) q <= 4'd0;
    else if (en) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
endmodule

module TopModule(input clk, input reset, output [3:1] ena, output [15:0] q);
  wire [3:0] c;
  bcd_digit d0(.clk(clk), .reset(reset), .en(1'b1), .q(q[3:0]), .carry(c[0]));
  bcd_digit d1(.clk(clk), .reset(reset), .en(c[0]), .q(q[7:4]), .carry(c[1]));
  bcd_digit d2(.clk(clk), .reset(reset), .en(c[1]), .q(q[11:8]), .carry(c[2]));
  bcd_digit d3(.clk(clk), .reset(reset), .en(c[2]), .q(q[15:12]), .carry(c[3]));
  assign ena = c[2:0];
endmodule
