module scmp(input signed [7:0] a, input signed [7:0] b, output lt, output [9:0] wide);
  assign lt = a < b;
  assign wide = a;
endmodule
