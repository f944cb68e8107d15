module TopModule(
    input  [7:0] a,
    input  [3:0] b,
    input  [3:0] u,
    output [8:0] sab,
    output [8:0] sau,
    output       lt_ab,
    output       lt_au
);
    // 先把三个数都明确地扩展成 9 位有符号数，再运算：
    // a、b 是补码，高位补符号位；u 是无符号数，高位补 0（扩展后它是一个非负的有符号数）
    wire signed [8:0] a9 = {a[7], a};
    wire signed [8:0] b9 = {{5{b[3]}}, b};
    wire signed [8:0] u9 = {5'b00000, u};

    assign sab   = a9 + b9;
    assign sau   = a9 + u9;
    // 两个操作数都是有符号数，比较才是有符号比较
    assign lt_ab = a9 < b9;
    assign lt_au = a9 < u9;
endmodule
