module md(input clk, input [1:0] i, input [1:0] j, input [3:0] d, output [3:0] q);
  reg [3:0] grid [0:3][0:3];
  always @(posedge clk) grid[i][j] <= d;
  assign q = grid[i][j];
endmodule
