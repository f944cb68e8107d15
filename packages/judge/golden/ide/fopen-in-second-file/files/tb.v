module tb;
  leak l();
  initial #1 $finish;
endmodule
