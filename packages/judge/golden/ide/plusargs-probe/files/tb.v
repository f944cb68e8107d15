module tb;
  reg [8*32:1] s;
  initial begin
    if ($value$plusargs("x=%s", s)) $display("%s", s);
    $finish;
  end
endmodule
