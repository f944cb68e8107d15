// category: 功能
module TopModule(
  input  [7:0] in,
  output [2:0] idx,
  output       valid
);
  assign idx[2] = in[7] | in[6] | in[5] | in[4];
  assign idx[1] = in[7] | in[6] | in[3] | in[2];
  assign idx[0] = in[7] | in[5] | in[3] | in[1];
  assign valid  = |in;
endmodule
