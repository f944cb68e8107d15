// A population count with a for loop: outside our translator's subset, converted by the back end.
module popcount(input [7:0] x, output reg [3:0] n);
  integer i;
  always @* begin
    n = 0;
    for (i = 0; i < 8; i = i + 1) n = n + x[i];
  end
endmodule
