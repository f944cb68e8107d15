module TopModule(
    input  [7:0] a,
    input  [7:0] b,
    input        bin,
    output [7:0] diff,
    output       bout
);
    // 左边拼成 9 位，右边的减法就在 9 位宽下进行：
    // 不够减时结果“绕”到 2^9 附近，第 9 位正好是借位
    assign {bout, diff} = a - b - bin;
endmodule
