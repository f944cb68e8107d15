module TopModule(
    input  a,
    input  b,
    input  c,
    output y,
    output z
);
    // y = Σm(1,3,4,5,6)：a、c 不同的四行（1、3、4、6），再加上第 5 行（a=1, b=0）
    assign y = (a ^ c) | (a & ~b);
    // z = Σm(0,1,5)：都在 b=0 的行里，只缺第 4 行（a=1, c=0）
    assign z = ~b & (~a | c);
endmodule
