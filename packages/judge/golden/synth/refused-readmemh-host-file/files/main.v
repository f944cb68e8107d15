module TopModule(input [3:0] a, output [7:0] y);
  reg [7:0] rom [0:15];
  initial $readmemh("/etc/passwd", rom);
  assign y = rom[a];
endmodule
