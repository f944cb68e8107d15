// Coverage corpus (issue 27): {sr[2:0], ~in ^ sr[3]} after else, synchronous active-low reset
module TopModule(input clk, input resetn, input in, output out);
  reg [3:0] sr;
  always @(posedge clk)
    if (!resetn) sr <= 4'b0;
    else sr <= {sr[2:0], ~in ^ sr[3]};
  assign out = sr[3];
endmodule
