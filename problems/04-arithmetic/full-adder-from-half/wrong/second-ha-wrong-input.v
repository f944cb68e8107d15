// 常见错误：第二个半加器接的是 a 而不是第一个半加器的和 p，b 对和的贡献丢了
module half_adder(input a, input b, output s, output c);
    assign s = a ^ b;
    assign c = a & b;
endmodule

module TopModule(input a, input b, input ci, output s, output co);
    wire p, c1, c2;
    half_adder ha1 (.a(a), .b(b),  .s(p), .c(c1));
    half_adder ha2 (.a(a), .b(ci), .s(s), .c(c2));
    assign co = c1 | c2;
endmodule
