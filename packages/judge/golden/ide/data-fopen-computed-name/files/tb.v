module tb;
  integer f;
  reg [8*16:1] name;
  initial begin
    name = "/etc/passwd";
    f = $fopen(name, "r");
    $finish;
  end
endmodule
