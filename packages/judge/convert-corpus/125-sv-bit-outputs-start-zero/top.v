// Coverage corpus (issue 27): bit outputs, no reset: they start at 0 (VHDL defaults), proven from power-up
module TopModule(input logic clk, input logic en, output bit [3:0] q, output bit wrap);
  always_ff @(posedge clk)
    if (en) begin
      q <= q + 4'd1;
      wrap <= (q == 4'd15);
    end
endmodule
