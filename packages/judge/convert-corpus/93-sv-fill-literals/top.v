// Coverage corpus (issue 27): '0 and '1 fill literals in an always_ff
module TopModule(input logic clk, input logic reset, input logic set, output logic [7:0] q);
  always_ff @(posedge clk)
    if (reset) q <= '0;
    else if (set) q <= '1;
    else q <= q - 8'd1;
endmodule
