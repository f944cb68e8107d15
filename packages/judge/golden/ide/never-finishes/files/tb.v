module tb;
  reg clk = 0;
  initial forever #1 clk = ~clk;
  initial #1000000000 $finish;
endmodule
