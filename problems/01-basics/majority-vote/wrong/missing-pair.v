// 常见错误：只写了两种“两票”组合，漏掉了 A、C 赞成而 B 反对的情况
module TopModule(input a, input b, input c, output pass, output unanimous);
    assign pass      = (a & b) | (b & c);
    assign unanimous = (a & b & c) | ~(a | b | c);
endmodule
