// An output register with an `initial` value, and a register named `r__ange` (two underscores in a
// row, which VHDL forbids): our translator keeps names, so it hands the design to Icarus's back end,
// which writes the initial value as a second process driving the same signal (unknown at power-up,
// and later where the two drivers disagree). The proof samples power-up and refutes it: no VHDL is shown.
module shifter(input clk, input d, output reg [3:0] q);
  reg r__ange;
  initial q = 4'b1010;
  always @(posedge clk) begin
    r__ange <= d;
    q <= {q[2:0], r__ange};
  end
endmodule
