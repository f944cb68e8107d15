// The textbook case of issue 27: a Verilog-1995 header, `output [7:0] q;` redeclared as
// `reg [7:0] q;`, and an `initial` value; a synchronous reset. The VHDL must carry the initial
// value (q : out … := …): the proof now samples before the first clock edge.
module counter8(clk, rst, en, q, tc);
  input clk;
  input rst;
  input en;
  output [7:0] q;
  output tc;
  reg [7:0] q;
  reg tc;

  initial begin
    q = 8'h0;
    tc = 1'b0;
  end

  always @(posedge clk)
    if (rst) begin
      q <= 8'h00;
      tc <= 1'b0;
    end else if (en) begin
      q <= q + 8'h01;
      tc <= (q == 8'hFE);
    end
endmodule
