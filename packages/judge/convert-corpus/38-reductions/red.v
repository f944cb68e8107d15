// Reduction operators: parity, all ones, any one.
module reductions(input [15:0] data, output parity, output all_ones, output any_one, output none);
  assign parity = ^data;
  assign all_ones = &data;
  assign any_one = |data;
  assign none = ~|data;
endmodule
