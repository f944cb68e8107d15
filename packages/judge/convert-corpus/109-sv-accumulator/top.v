// Coverage corpus (issue 27): accumulator in always_ff on logic
module TopModule(input logic clk, input logic reset, input logic [7:0] x, output logic [7:0] acc);
  always_ff @(posedge clk)
    if (reset) acc <= 8'd0;
    else acc <= acc + x;
endmodule
