// category: 功能
module TopModule(input a, input b, output reg y);
  always @(*) begin
    if (a) y = b;
  end
endmodule
