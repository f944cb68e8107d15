// 2 ** n: our translator writes a left shift (reported in rewrites), proven.
module onehot(input [2:0] n, output [7:0] y);
  assign y = 2 ** n;
endmodule
