// 常见错误：把 ΠM 里的行号当成了输出为 1 的行（当成 Σm），g 整个取反了
module TopModule(input a, input b, input c, input d, output f, output g);
    assign f = (~b & d) | (b & ~c);
    assign g = (~b & ~d) | (~a & b & c) | (b & c & d);
endmodule
