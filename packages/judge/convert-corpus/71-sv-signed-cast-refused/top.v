// Coverage corpus (issue 27): signed'(a): Icarus Verilog 11 cannot compile it (no proof can run): refused before running, the construct and the $signed advice named
module TopModule(input logic [7:0] a, input logic [7:0] b, output logic lt, output logic [8:0] ext);
  assign lt = signed'(a) < signed'(b);
  assign ext = 9'(signed'(a));
endmodule
