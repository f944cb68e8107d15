// category: 时序
module TopModule(input clk, input reset, input we, input [1:0] waddr, input [7:0] wdata,
                 input [1:0] raddr, output [7:0] rdata);
  reg [7:0] regs [0:3];
  integer i;
  always @(negedge clk) begin
    if (reset) begin
      for (i = 0; i < 4; i = i + 1) regs[i] <= 0;
    end else if (we) regs[waddr] <= wdata;
  end
  assign rdata = (we && waddr == raddr) ? wdata : regs[raddr];
endmodule
