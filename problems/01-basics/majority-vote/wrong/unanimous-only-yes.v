// 常见错误：“一致”只考虑了全体赞成，漏掉了全体反对
module TopModule(input a, input b, input c, output pass, output unanimous);
    assign pass      = (a & b) | (b & c) | (a & c);
    assign unanimous = a & b & c;
endmodule
