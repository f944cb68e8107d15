module f(input clk, output reg [1:0] y);
  always @(posedge clk) fork
    y[0] <= 1'b1;
    y[1] <= 1'b0;
  join
endmodule
