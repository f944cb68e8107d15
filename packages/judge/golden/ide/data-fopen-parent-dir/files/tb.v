module tb;
  integer f;
  initial begin
    f = $fopen("../project.vvp", "r");
    $finish;
  end
endmodule
