// category: 时序
module TopModule(input clk, input reset, input btn, output reg level, output reg press);
  reg [1:0] cnt;
  reg level_d;
  always @(posedge clk) begin
    if (reset) begin level <= 1'b0; level_d <= 1'b0; press <= 1'b0; cnt <= 2'd0; end
    else begin
      level_d <= level;
      press <= level & ~level_d;
      if (btn == level) cnt <= 2'd0;
      else if (cnt == 2'd3) begin level <= btn; cnt <= 2'd0; end
      else cnt <= cnt + 2'd1;
    end
  end
endmodule
