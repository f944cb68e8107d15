// Coverage corpus (issue 27): ROM whose words are set one by one in an initial block
module TopModule(input [1:0] addr, output [7:0] data);
  reg [7:0] rom [0:3];
  initial begin
    rom[0] = 8'h12;
    rom[1] = 8'h34;
    rom[2] = 8'h56;
    rom[3] = 8'h78;
  end
  assign data = rom[addr];
endmodule
