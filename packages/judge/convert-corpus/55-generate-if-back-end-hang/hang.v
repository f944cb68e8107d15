// Design 19 with a wire named `w__out` (two underscores in a row, which VHDL forbids): our translator
// leaves it to the back end, which loops for ever on the generate-if inside the generate-for; stopped and named.
module hang2(input [3:0] a, output [3:0] out);
  wire [3:0] w__out;
  assign out = w__out;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : g
    if (i % 2 == 0) begin : e
      assign w__out[i] = a[i];
    end else begin : o
      assign w__out[i] = ~a[i];
    end
  end endgenerate
endmodule
