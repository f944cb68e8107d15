// category: 顺序
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 4'b0001;
    else if (en) q <= {q[1] ^ q[0], q[3:1]};
  end
endmodule
