module tb;
  integer f, i;
  initial begin
    f = $fopen("big.txt", "w");
    for (i = 0; i < 2000000; i = i + 1)
      $fdisplay(f, "0123456789012345678901234567890123456789012345678901234567890123456789");
    $fclose(f);
    $finish;
  end
endmodule
