// Coverage corpus (issue 27): edge detectors with a history register, no reset at all
module TopModule(input clk, input [7:0] in, output reg [7:0] pedge, output reg [7:0] anyedge);
  reg [7:0] prev;
  always @(posedge clk) begin
    prev <= in;
    pedge <= in & ~prev;
    anyedge <= in ^ prev;
  end
endmodule
