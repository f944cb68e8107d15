module self(input a);
  self inner(.a(a));
endmodule
