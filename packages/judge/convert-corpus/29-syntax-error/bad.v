module bad(input a, output y);
  assign y = a &;
endmodule
