// Design 17 with a wire named `signal` (a VHDL reserved word): our translator keeps names, so the
// back end converts it, drops the generate-for's assigns (DESIGN.md §4), and the proof refutes it.
module gen2(input [3:0] a, output [3:0] y);
  wire [3:0] signal;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : inv
    assign signal[i] = ~a[i];
  end endgenerate
  assign y = signal;
endmodule
