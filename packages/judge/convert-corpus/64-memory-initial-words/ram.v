// A small RAM whose first words are given in an `initial` block, one by one (the others stay
// unknown), written and read on the clock: the words become the memory signal's VHDL default.
module ram_init(clk, we, addr, din, dout);
  input clk, we;
  input [2:0] addr;
  input [7:0] din;
  output [7:0] dout;
  reg [7:0] dout;
  reg [7:0] mem [0:7];

  initial begin
    mem[0] = 8'hA5;
    mem[1] = 8'h3C;
    mem[2] = 8'd7;
    mem[7] = 8'hFF;
    dout = 8'h00;
  end

  always @(posedge clk) begin
    if (we) mem[addr] <= din;
    dout <= mem[addr];
  end
endmodule
