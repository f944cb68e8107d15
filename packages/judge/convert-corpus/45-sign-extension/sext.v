// Sign extension by replication, and zero extension by concatenation.
module extend(input [7:0] a, output [15:0] sext, output [15:0] zext);
  assign sext = {{8{a[7]}}, a};
  assign zext = {8'h00, a};
endmodule
