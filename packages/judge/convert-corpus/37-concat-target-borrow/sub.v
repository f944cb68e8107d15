// Subtraction with borrow out: the target is a concatenation.
module sub_borrow(input [7:0] a, input [7:0] b, output [7:0] d, output borrow);
  assign {borrow, d} = {1'b0, a} - {1'b0, b};
endmodule
