// >>> on a signed value; a wire named r__s (two underscores in a row, which VHDL forbids) keeps our
// translator out, so the back end converts it with a logical shift (DESIGN.md §4): refuted. Compare 43.
module sra(input signed [7:0] a, input [2:0] n, output signed [7:0] y);
  wire signed [7:0] r__s;
  assign r__s = a >>> n;
  assign y = r__s;
endmodule
