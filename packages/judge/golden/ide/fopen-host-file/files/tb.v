module tb;
  integer f;
  initial begin
    f = $fopen("/etc/hostname", "r");
    $finish;
  end
endmodule
