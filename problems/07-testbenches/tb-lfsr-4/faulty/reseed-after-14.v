// category: 边界值
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  // 想每 15 步重新装一次种子“以防万一”，计数器却只数到 13：序列周期变成 14
  reg [3:0] steps;
  always @(posedge clk) begin
    if (reset) begin q <= 4'b0001; steps <= 4'd0; end
    else if (en) begin
      if (steps == 4'd13) begin q <= 4'b0001; steps <= 4'd0; end
      else begin q <= {q[2:0], q[3] ^ q[2]}; steps <= steps + 4'd1; end
    end
  end
endmodule
