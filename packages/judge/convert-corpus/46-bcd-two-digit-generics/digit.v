// One decimal digit of a counter: counts 0..LIMIT and carries.
module digit #(parameter LIMIT = 9) (input clk, input rst, input inc, output reg [3:0] q, output carry);
  assign carry = inc && (q == LIMIT);
  always @(posedge clk)
    if (rst) q <= 4'd0;
    else if (inc) q <= (q == LIMIT) ? 4'd0 : q + 4'd1;
endmodule
