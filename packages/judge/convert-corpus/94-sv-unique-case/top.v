// Coverage corpus (issue 27): unique case in always_comb
module TopModule(input logic [1:0] op, input logic [7:0] a, input logic [7:0] b, output logic [7:0] y);
  always_comb begin
    unique case (op)
      2'b00: y = a & b;
      2'b01: y = a | b;
      2'b10: y = a ^ b;
      2'b11: y = ~a;
    endcase
  end
endmodule
