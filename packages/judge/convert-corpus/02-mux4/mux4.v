module mux4(input [1:0] sel, input [1:0] a, input [1:0] b, input [1:0] c, input [1:0] d, output reg [1:0] y);
  always @* begin
    case (sel)
      2'd0: y = a;
      2'd1: y = b;
      2'd2: y = c;
      default: y = d;
    endcase
  end
endmodule
