// Coverage corpus (issue 27): down-counter with load, no reset
module TopModule(input clk, input load, input [9:0] data, output tc);
  reg [9:0] count;
  always @(posedge clk)
    if (load) count <= data;
    else if (count != 0) count <= count - 1'b1;
  assign tc = (count == 0);
endmodule
