// Coverage corpus (issue 27): 16x8 memory, synchronous write, combinational read
module TopModule(input clk, input we, input [3:0] waddr, input [3:0] raddr, input [7:0] wdata, output [7:0] rdata);
  reg [7:0] mem [0:15];
  always @(posedge clk)
    if (we) mem[waddr] <= wdata;
  assign rdata = mem[raddr];
endmodule
