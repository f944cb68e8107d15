// Both translators fail: ours refuses the name q__prev (two underscores in a row are not VHDL), the back end aborts on the read-back logic
module TopModule(input logic clk, input logic reset, input logic [3:0] d, output logic [3:0] q, output logic changed);
  logic [3:0] q__prev;
  always_ff @(posedge clk) begin
    if (reset) begin
      q <= '0;
      q__prev <= '0;
    end else begin
      q__prev <= q;
      q <= d;
    end
  end
  assign changed = q != q__prev;
endmodule
