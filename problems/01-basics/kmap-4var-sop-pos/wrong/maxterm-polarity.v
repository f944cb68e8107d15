// 常见错误：写或项时变量的取反规则用反了（取值为 1 的变量写成了原变量）
module TopModule(input a, input b, input c, input d, output f, output g);
    assign f = (~b & d) | (b & ~c);
    assign g = (~b | ~d) & (~a | b | c) & (b | c | d);
endmodule
