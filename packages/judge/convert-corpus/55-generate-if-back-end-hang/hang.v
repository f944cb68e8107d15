// Design 19 with an output named `out` (a VHDL reserved word): our translator leaves it to the back
// end, which loops for ever on the generate-if inside the generate-for; stopped and named.
module hang2(input [3:0] a, output [3:0] out);
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : g
    if (i % 2 == 0) begin : e
      assign out[i] = a[i];
    end else begin : o
      assign out[i] = ~a[i];
    end
  end endgenerate
endmodule
