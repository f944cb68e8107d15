module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 0;
    else q <= q + {3'b000, en};
  end
endmodule
