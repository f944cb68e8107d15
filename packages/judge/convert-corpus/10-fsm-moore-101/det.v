module det(input clk, input rst, input x, output y);
  localparam S0 = 2'd0, S1 = 2'd1, S10 = 2'd2, S101 = 2'd3;
  reg [1:0] s;
  always @(posedge clk)
    if (rst) s <= S0;
    else case (s)
      S0: s <= x ? S1 : S0;
      S1: s <= x ? S1 : S10;
      S10: s <= x ? S101 : S0;
      default: s <= x ? S1 : S10;
    endcase
  assign y = (s == S101);
endmodule
