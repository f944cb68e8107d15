// Design 18 with the loop's body in begin/end (tree-sitter-verilog misreads `mem[i] = 0;` directly
// under a for without it): our translator writes the loop as the memory's initial value, proven.
module ram(input clk, input we, input [1:0] a, input [3:0] d, output [3:0] q);
  reg [3:0] mem [0:3];
  integer i;
  initial begin
    for (i = 0; i < 4; i = i + 1) begin
      mem[i] = 4'd0;
    end
  end
  always @(posedge clk) if (we) mem[a] <= d;
  assign q = mem[a];
endmodule
