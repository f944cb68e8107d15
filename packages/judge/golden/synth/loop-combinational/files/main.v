module TopModule(input a, output y);
  wire x;
  assign y = x;
  assign x = ~(a & y);
endmodule
