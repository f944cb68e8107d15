module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        sgn,
    output [7:0] y,
    output       sat
);
    // 9 位的和：第 9 位是无符号进位
    wire [8:0] s = a + b;

    // 无符号：有进位就是放不下
    wire ovf_u = s[8];
    // 有符号：两个同号数相加，和的符号却变了
    wire ovf_s = (a[7] == b[7]) && (s[7] != a[7]);

    // 有符号溢出的方向由加数的符号决定（两个加数同号）：正溢出停在 127，负溢出停在 −128
    wire [7:0] y_s = ovf_s ? (a[7] ? 8'h80 : 8'h7F) : s[7:0];
    wire [7:0] y_u = ovf_u ? 8'hFF : s[7:0];

    assign y   = sgn ? y_s : y_u;
    assign sat = sgn ? ovf_s : ovf_u;
endmodule
