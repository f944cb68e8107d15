module alpha(input a, output y);
  assign y = a;
endmodule
module beta(input a, output y);
  assign y = ~a;
endmodule
