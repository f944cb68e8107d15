// Coverage corpus (issue 27): logic [3:0] regs [8] (SystemVerilog's [N] means [0:N-1]), registered read
module TopModule(input logic clk, input logic we, input logic [2:0] addr, input logic [3:0] din, output logic [3:0] dout);
  logic [3:0] regs [8];
  always_ff @(posedge clk) begin
    if (we) regs[addr] <= din;
    dout <= regs[addr];
  end
endmodule
