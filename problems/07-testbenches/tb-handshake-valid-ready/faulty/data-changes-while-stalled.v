// category: 握手
module TopModule(input clk, input reset,
                 input in_valid, output in_ready, input [7:0] in_data,
                 output reg out_valid, input out_ready, output [7:0] out_data);
  reg [7:0] data;
  assign in_ready = !out_valid || out_ready;
  assign out_data = data;
  always @(posedge clk) begin
    if (reset) begin out_valid <= 1'b0; data <= 8'h00; end
    else begin
      if (in_valid) data <= in_data;
      if (in_ready) out_valid <= in_valid;
    end
  end
endmodule
