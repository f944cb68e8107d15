// Design 17 with a wire named `sig__nal` (two underscores in a row, which VHDL forbids): our translator
// keeps names, so the
// back end converts it, drops the generate-for's assigns (DESIGN.md §4), and the proof refutes it.
module gen2(input [3:0] a, output [3:0] y);
  wire [3:0] sig__nal;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : inv
    assign sig__nal[i] = ~a[i];
  end endgenerate
  assign y = sig__nal;
endmodule
