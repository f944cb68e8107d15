module tb;
  integer f;
  initial begin
    f = $fopen("/etc/hostname", "r");
    $finish;
  end
endmodule
