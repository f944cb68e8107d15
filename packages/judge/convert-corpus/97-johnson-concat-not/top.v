// Coverage corpus (issue 27): Johnson counter {q[2:0], ~q[3]} after else
module TopModule(input clk, input rst_n, output reg [3:0] q);
  always @(posedge clk or negedge rst_n)
    if (!rst_n) q <= 4'b0000;
    else q <= {q[2:0], ~q[3]};
endmodule
