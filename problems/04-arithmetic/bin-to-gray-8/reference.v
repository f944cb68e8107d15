module TopModule(
    input  [7:0] bin,
    output [7:0] gray,
    output [7:0] gray_next,
    output [7:0] flip
);
    // 下一个数：8 位加 1，255 的下一个是 0
    wire [7:0] nxt = bin + 8'd1;

    // 格雷码：每一位与它左边（高一位）异或，最高位不变（右移补 0）
    assign gray      = bin ^ (bin >> 1);
    assign gray_next = nxt ^ (nxt >> 1);
    // 相邻两个格雷码只有一位不同
    assign flip      = gray ^ gray_next;
endmodule
