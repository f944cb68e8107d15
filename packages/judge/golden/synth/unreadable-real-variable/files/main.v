module TopModule(input a, output y);
  real r;
  assign y = a;
endmodule
