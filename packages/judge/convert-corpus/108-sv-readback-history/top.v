// Coverage corpus (issue 27): logic outputs read back in always_ff and in an assign (the back end aborts on it)
module TopModule(input logic clk, input logic reset, input logic [3:0] d, output logic [3:0] q, output logic [3:0] q_prev, output logic changed);
  always_ff @(posedge clk) begin
    if (reset) begin
      q <= '0;
      q_prev <= '0;
    end else begin
      q_prev <= q;
      q <= d;
    end
  end
  assign changed = q != q_prev;
endmodule
