module half_adder(
    input  a,
    input  b,
    output s,
    output c
);
    assign s = a ^ b;
    assign c = a & b;
endmodule

module TopModule(
    input  a,
    input  b,
    input  ci,
    output s,
    output co
);
    // 第一个半加器：a + b，得到部分和 p 与进位 c1
    // 第二个半加器：p + ci，得到最终的和 s 与进位 c2
    wire p, c1, c2;
    half_adder ha1 (.a(a), .b(b),  .s(p), .c(c1));
    half_adder ha2 (.a(p), .b(ci), .s(s), .c(c2));

    // 两个进位不会同时为 1：c1 = 1 说明 a = b = 1，此时 p = 0，第二个半加器不可能再进位
    assign co = c1 | c2;
endmodule
