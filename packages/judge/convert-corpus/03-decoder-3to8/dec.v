module dec(input en, input [2:0] a, output [7:0] y);
  assign y = en ? (8'b1 << a) : 8'b0;
endmodule
