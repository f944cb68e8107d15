// Coverage corpus (issue 27): parameterised counter comparing with an integer parameter
module TopModule #(parameter WIDTH = 6, parameter MAX = 49) (input clk, input reset, output reg [WIDTH-1:0] count, output tick);
  always @(posedge clk)
    if (reset || count == MAX) count <= 0;
    else count <= count + 1'b1;
  assign tick = (count == MAX);
endmodule
