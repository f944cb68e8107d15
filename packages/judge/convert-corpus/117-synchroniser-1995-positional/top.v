// Coverage corpus (issue 27): two 1995-style modules, positional instances
module dff(clk, d, q);
  input clk, d;
  output q;
  reg q;
  always @(posedge clk) q <= d;
endmodule

module sync2(clk, async_in, sync_out);
  input clk, async_in;
  output sync_out;
  wire mid;
  dff a(clk, async_in, mid);
  dff b(clk, mid, sync_out);
endmodule
