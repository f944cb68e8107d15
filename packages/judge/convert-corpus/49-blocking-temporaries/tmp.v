// A combinational block that reads its own temporaries: needs variables (outside our subset); the back end gets it wrong.
module abs_diff(input [7:0] a, input [7:0] b, output reg [7:0] d);
  reg [8:0] t;
  always @* begin
    t = {1'b0, a} - {1'b0, b};
    if (t[8]) d = b - a;
    else d = t[7:0];
  end
endmodule
