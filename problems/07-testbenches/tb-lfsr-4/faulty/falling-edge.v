// category: 时序
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(negedge clk) begin
    if (reset) q <= 4'b0001;
    else if (en) q <= {q[2:0], q[3] ^ q[2]};
  end
endmodule
