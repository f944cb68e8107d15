// Design 18 with begin/end around the loop and its body: the memory's initial value either way.
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
