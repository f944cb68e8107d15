// An output register with an `initial` value, and a register named `range` (VHDL reserved): our
// translator keeps names, so it hands the design to Icarus's back end, which writes the initial
// value as a second process driving the same signal (unknown at power-up, and later where the two
// drivers disagree). The proof samples power-up and refutes it: no VHDL is shown.
module shifter(input clk, input d, output reg [3:0] q);
  reg range;
  initial q = 4'b1010;
  always @(posedge clk) begin
    range <= d;
    q <= {q[2:0], range};
  end
endmodule
