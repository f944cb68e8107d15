// Coverage corpus (issue 27): bit ports (two-state: start at 0), no reset; the back end cannot convert it
module TopModule(input bit clk, input bit reset, output bit [2:0] q);
  always_ff @(posedge clk)
    if (reset) q <= 3'd0;
    else q <= q + 3'd1;
endmodule
