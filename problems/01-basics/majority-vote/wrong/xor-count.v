// 常见错误：用异或来“数票”，异或只反映票数的奇偶，两票赞成时反而输出 0
module TopModule(input a, input b, input c, output pass, output unanimous);
    assign pass      = a ^ b ^ c;
    assign unanimous = (a & b & c) | ~(a | b | c);
endmodule
