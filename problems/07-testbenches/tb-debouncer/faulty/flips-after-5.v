// category: 边界值
module TopModule(input clk, input reset, input btn, output reg level, output reg press);
  reg [2:0] cnt;
  always @(posedge clk) begin
    if (reset) begin level <= 1'b0; press <= 1'b0; cnt <= 3'd0; end
    else begin
      press <= 1'b0;
      if (btn == level) cnt <= 3'd0;
      else if (cnt == 3'd4) begin level <= btn; press <= btn; cnt <= 3'd0; end
      else cnt <= cnt + 3'd1;
    end
  end
endmodule
