// Verilog-1995 style, as in many textbooks: the header lists port names only; directions, widths
// and `reg` follow in the body (the output declared twice: `output [7:0] q;` then `reg [7:0] q;`).
module top(clk, rst_n, load, d, q, full);
  input clk, rst_n;
  input load;
  input [7:0] d;
  output [7:0] q;
  output full;
  reg [7:0] q;
  wire full;

  always @(posedge clk or negedge rst_n)
    if (!rst_n)
      q <= 8'h00;
    else if (load)
      q <= d;
    else
      q <= q + 8'h01;

  all_ones u_ones(q, full);
endmodule

module all_ones(v, y);
  input [7:0] v;
  output y;
  reg y;
  always @(v)
    y = &v;
endmodule
