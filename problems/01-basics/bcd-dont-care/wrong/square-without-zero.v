// 常见错误：以为 0 不算完全平方数，漏掉了 digit = 0
module TopModule(input [3:0] digit, output ge5, output prime, output square);
    assign ge5    = digit[3] | (digit[2] & (digit[1] | digit[0]));
    assign prime  = (~digit[2] & digit[1]) | (digit[2] & digit[0]);
    assign square = (digit == 4'd1) | (digit == 4'd4) | (digit == 4'd9);
endmodule
