module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    output [7:0] gap,
    output       b_larger
);
    // 先比较，再让大数减小数：两个无符号数的差的绝对值最大 255，8 位放得下
    assign b_larger = b > a;
    assign gap = b_larger ? b - a : a - b;
endmodule
