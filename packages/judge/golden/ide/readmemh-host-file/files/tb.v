module tb;
  reg [7:0] m [0:3];
  initial begin
    $readmemh("/etc/passwd", m);
    $finish;
  end
endmodule
