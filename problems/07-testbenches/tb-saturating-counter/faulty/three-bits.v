// category: 位宽
module TopModule(input clk, input reset, input up, input down, output reg [3:0] q);
  reg [2:0] c;
  always @(posedge clk) begin
    if (reset) c <= 3'd0;
    else if (up && !down && c != 3'd7) c <= c + 3'd1;
    else if (down && !up && c != 3'd0) c <= c - 3'd1;
  end
  always @(*) q = {1'b0, c};
endmodule
