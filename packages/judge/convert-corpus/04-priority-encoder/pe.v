module pe(input [7:0] req, output reg [2:0] idx, output reg valid);
  integer i;
  always @* begin
    idx = 0;
    valid = 0;
    for (i = 0; i < 8; i = i + 1)
      if (req[i]) begin
        idx = i;
        valid = 1;
      end
  end
endmodule
