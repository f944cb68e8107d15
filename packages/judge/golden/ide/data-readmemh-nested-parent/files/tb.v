module tb;
  reg [7:0] m [0:3];
  initial begin
    $readmemh("data/../../in/src/f0.v", m);
    $finish;
  end
endmodule
