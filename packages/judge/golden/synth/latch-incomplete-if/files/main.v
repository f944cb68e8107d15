module TopModule(input a, input sel, input clk, output reg y, output reg q);
  // y keeps its value when sel is 0: a latch
  always @(posedge clk) q <= a;
  always @(*) begin
    if (sel)
      y = a;
  end
endmodule
