// Coverage corpus (issue 27): initial q = 1'b0; with an asynchronous reset on a logic output (the back end leaves it U at power-up, refuted)
module TopModule(input clk, input d, input ar, output logic q);
  initial q = 1'b0;
  always_ff @(posedge clk or posedge ar)
    if (ar) q <= 1'b0;
    else q <= d;
endmodule
