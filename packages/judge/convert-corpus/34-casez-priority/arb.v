// A fixed-priority arbiter written with casez: request 0 wins.
module prio_arb(input [3:0] req, output reg [3:0] grant);
  always @* begin
    casez (req)
      4'b???1: grant = 4'b0001;
      4'b??10: grant = 4'b0010;
      4'b?100: grant = 4'b0100;
      4'b1000: grant = 4'b1000;
      default: grant = 4'b0000;
    endcase
  end
endmodule
