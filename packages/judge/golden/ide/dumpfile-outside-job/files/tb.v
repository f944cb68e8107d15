module tb;
  initial begin
    $dumpfile("/tmp/../etc/x.vcd");
    $dumpvars(0, tb);
    $finish;
  end
endmodule
