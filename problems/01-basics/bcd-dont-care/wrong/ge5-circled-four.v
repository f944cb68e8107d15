// 常见错误：卡诺图圈多了，把 4 所在的格子也圈进了 ge5，写成 d3 | d2
module TopModule(input [3:0] digit, output ge5, output prime, output square);
    assign ge5    = digit[3] | digit[2];
    assign prime  = (~digit[2] & digit[1]) | (digit[2] & digit[0]);
    assign square = (digit == 4'd0) | (digit == 4'd1) | (digit == 4'd4) | (digit == 4'd9);
endmodule
