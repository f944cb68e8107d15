// Coverage corpus (issue 27): case ({a, b, c}) with several labels per item
module TopModule(input a, input b, input c, output reg [1:0] y);
  always @(*)
    case ({a, b, c})
      3'b000, 3'b111: y = 2'd0;
      3'b001, 3'b010, 3'b100: y = 2'd1;
      default: y = 2'd2;
    endcase
endmodule
