// category: 复位
module TopModule(input clk, input reset, input up, input down, output reg [3:0] q);
  always @(posedge clk) begin
    if (up && !down && q != 4'd15) q <= q + 4'd1;
    else if (reset) q <= 4'd0;
    else if (down && !up && q != 4'd0) q <= q - 4'd1;
  end
endmodule
