module TopModule(input a, output y);
  assign y = a &;
endmodule
