module rom(input [1:0] a, output [7:0] y);
  reg [7:0] mem [0:3];
  initial $readmemh("/etc/passwd", mem);
  assign y = mem[a];
endmodule
