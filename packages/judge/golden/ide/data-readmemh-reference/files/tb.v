module tb;
  reg [3:0] a, b;
  wire [4:0] s;
  reg [4:0] expected [0:7];
  integer i, ok;
  adder dut(.a(a), .b(b), .s(s));
  initial begin
    $readmemh("reference.txt", expected);
    ok = 0;
    for (i = 0; i < 8; i = i + 1) begin
      a = i; b = i + 1; #1;
      if (s === expected[i]) ok = ok + 1;
    end
    $display("PASS %0d of 8", ok);
    $finish;
  end
endmodule
