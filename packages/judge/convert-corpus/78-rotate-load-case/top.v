// Coverage corpus (issue 27): rotator with load and a case on the enable, concatenations
module TopModule(input clk, input load, input [1:0] ena, input [7:0] data, output reg [7:0] q);
  always @(posedge clk) begin
    if (load) q <= data;
    else case (ena)
      2'b01: q <= {q[0], q[7:1]};
      2'b10: q <= {q[6:0], q[7]};
      default: q <= q;
    endcase
  end
endmodule
