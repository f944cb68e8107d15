// Coverage corpus (issue 27): for loop in a combinational block writing single bits
module TopModule(input [7:0] in, output reg [7:0] out);
  integer i;
  always @(*) begin
    for (i = 0; i < 8; i = i + 1)
      out[i] = in[7 - i];
  end
endmodule
