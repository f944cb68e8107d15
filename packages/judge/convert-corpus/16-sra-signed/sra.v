module sra(input signed [7:0] a, input [2:0] n, output signed [7:0] y);
  assign y = a >>> n;
endmodule
