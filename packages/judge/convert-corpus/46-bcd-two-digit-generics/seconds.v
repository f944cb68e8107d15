// A seconds counter 00..59 from two digits with different limits.
module seconds(input clk, input rst, input tick, output [3:0] ones, output [3:0] tens, output minute);
  wire carry_ones;
  digit #(.LIMIT(9)) u_ones (.clk(clk), .rst(rst), .inc(tick), .q(ones), .carry(carry_ones));
  digit #(.LIMIT(5)) u_tens (.clk(clk), .rst(rst), .inc(carry_ones), .q(tens), .carry(minute));
endmodule
