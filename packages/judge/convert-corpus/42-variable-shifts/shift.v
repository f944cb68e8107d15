// Shifts by a variable amount, both directions, and a rotate built from them.
module shifter(input [7:0] a, input [2:0] s, output [7:0] left, output [7:0] right, output [7:0] rotl);
  assign left = a << s;
  assign right = a >> s;
  assign rotl = (a << s) | (a >> (4'd8 - s));
endmodule
