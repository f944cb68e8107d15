// Coverage corpus (issue 27): JK flip-flop: case ({j, k}) on a concatenation (an if/elsif chain), output read back
module TopModule(input clk, input j, input k, output reg Q);
  always @(posedge clk)
    case ({j, k})
      2'b00: Q <= Q;
      2'b01: Q <= 1'b0;
      2'b10: Q <= 1'b1;
      2'b11: Q <= ~Q;
    endcase
endmodule
