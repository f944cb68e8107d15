// category: 位宽
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  reg [2:0] count;
  always @(posedge clk) begin
    if (reset) count <= 3'd0;
    else if (en) count <= count + 3'd1;
  end
  always @(*) q = {1'b0, count};
endmodule
