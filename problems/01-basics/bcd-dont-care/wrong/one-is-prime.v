// 常见错误：把 1 也当成了质数
module TopModule(input [3:0] digit, output ge5, output prime, output square);
    assign ge5    = digit[3] | (digit[2] & (digit[1] | digit[0]));
    assign prime  = (digit == 4'd1) | (digit == 4'd2) | (digit == 4'd3) | (digit == 4'd5) | (digit == 4'd7);
    assign square = (digit == 4'd0) | (digit == 4'd1) | (digit == 4'd4) | (digit == 4'd9);
endmodule
