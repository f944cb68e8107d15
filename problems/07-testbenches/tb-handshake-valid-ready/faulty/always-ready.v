// category: 握手
module TopModule(input clk, input reset,
                 input in_valid, output in_ready, input [7:0] in_data,
                 output reg out_valid, input out_ready, output [7:0] out_data);
  reg [7:0] data;
  assign in_ready = 1'b1;
  assign out_data = data;
  always @(posedge clk) begin
    if (reset) begin out_valid <= 1'b0; data <= 8'h00; end
    else if (in_ready) begin
      out_valid <= in_valid;
      if (in_valid) data <= in_data;
    end
  end
endmodule
