module TopModule(
    input  [7:0]  a,
    input  [7:0]  b,
    output [15:0] p,
    output [7:0]  y,
    output        sat
);
    // Q4.4 × Q4.4 = Q8.8：两个操作数都声明为有符号，乘法才是有符号乘法
    wire signed [15:0] prod = $signed(a) * $signed(b);
    assign p = prod;

    // 舍入到最近：加上半个输出最低位（Q8.8 的 8，即 0.03125），再算术右移 4 位（向下取整）。
    // 先扩展到 17 位再加，和不会溢出；右移后的 r 在 −1016～1024 之间
    wire signed [16:0] biased = {prod[15], prod} + 17'sd8;
    wire signed [12:0] r      = biased >>> 4;

    // 饱和到 Q4.4 能表示的范围：−128～127（−8.0～7.9375）
    wire hi = (r > 13'sd127);
    wire lo = (r < -13'sd128);
    assign y   = hi ? 8'h7F : lo ? 8'h80 : r[7:0];
    assign sat = hi | lo;
endmodule
