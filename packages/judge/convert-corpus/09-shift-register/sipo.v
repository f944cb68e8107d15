module sipo(input clk, input rst, input d, output reg [7:0] q);
  always @(posedge clk)
    if (rst) q <= 0;
    else q <= {q[6:0], d};
endmodule
