// 常见错误：两个半加器的进位用与门合并；两个进位从不同时为 1，与出来永远是 0
module half_adder(input a, input b, output s, output c);
    assign s = a ^ b;
    assign c = a & b;
endmodule

module TopModule(input a, input b, input ci, output s, output co);
    wire p, c1, c2;
    half_adder ha1 (.a(a), .b(b),  .s(p), .c(c1));
    half_adder ha2 (.a(p), .b(ci), .s(s), .c(c2));
    assign co = c1 & c2;
endmodule
