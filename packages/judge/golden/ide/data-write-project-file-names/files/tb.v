module tb;
  integer f, g;
  reg [7:0] m [0:1];
  initial begin
    f = $fopen("reference.txt", "w");
    $display("overwrite=%0d", f);
    g = $fopen("tb.v", "w");
    $fdisplay(g, "module evil; endmodule");
    $fclose(g);
    $readmemh("reference.txt", m);
    $display("first=%h", m[0]);
    $finish;
  end
endmodule
