// Coverage corpus (issue 27): always_ff counter with synchronous reset and enable, logic output read back
module TopModule(input logic clk, input logic reset, input logic en, output logic [3:0] q);
  always_ff @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= q + 4'd1;
  end
endmodule
