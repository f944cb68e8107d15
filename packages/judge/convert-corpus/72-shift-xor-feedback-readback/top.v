// Coverage corpus (issue 27): q <= {q[6:0], d ^ q[7]}; after else (the grammar misreads the concatenation: repaired in tools/verilog-parse), output read back by a reduction
module TopModule(input clk, input reset, input d, output reg [7:0] q, output parity);
  always @(posedge clk)
    if (reset) q <= 8'h00;
    else q <= {q[6:0], d ^ q[7]};
  assign parity = ^q;
endmodule
