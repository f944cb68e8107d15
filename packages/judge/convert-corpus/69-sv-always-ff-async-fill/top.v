// Coverage corpus (issue 27): always_ff with an asynchronous active-low reset, '0 fill literal
module TopModule(input logic clk, input logic rst_n, input logic [7:0] d, output logic [7:0] q);
  always_ff @(posedge clk or negedge rst_n)
    if (!rst_n) q <= '0;
    else q <= d;
endmodule
