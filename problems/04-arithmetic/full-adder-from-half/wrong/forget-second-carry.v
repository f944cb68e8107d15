// 常见错误：只把第一个半加器的进位当作 co，忘了 p + ci 也可能进位（如 0 + 1 + 1）
module half_adder(input a, input b, output s, output c);
    assign s = a ^ b;
    assign c = a & b;
endmodule

module TopModule(input a, input b, input ci, output s, output co);
    wire p, c1, c2;
    half_adder ha1 (.a(a), .b(b),  .s(p), .c(c1));
    half_adder ha2 (.a(p), .b(ci), .s(s), .c(c2));
    assign co = c1;
endmodule
