// category: 功能
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  wire [3:0] next;
  Step step(.a(q), .y(next));
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= next;
  end
endmodule
module Step(input [3:0] a, output [3:0] y);
  assign y = a + 4'd2;
endmodule
