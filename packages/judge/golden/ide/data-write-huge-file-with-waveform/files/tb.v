module tb;
  integer f, i;
  reg clk = 0;
  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, tb);
    f = $fopen("big.txt", "w");
    for (i = 0; i < 2000000; i = i + 1)
      $fdisplay(f, "0123456789012345678901234567890123456789012345678901234567890123456789");
    $fclose(f);
    #1 clk = 1;
    $finish;
  end
endmodule
