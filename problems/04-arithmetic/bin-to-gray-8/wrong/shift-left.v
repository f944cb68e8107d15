// 常见错误：移位方向反了，每一位与右边（低一位）异或；格雷码的每一位应当看它的高一位
module TopModule(input [7:0] bin, output [7:0] gray, output [7:0] gray_next, output [7:0] flip);
    wire [7:0] nxt = bin + 8'd1;
    assign gray      = bin ^ (bin << 1);
    assign gray_next = nxt ^ (nxt << 1);
    assign flip      = gray ^ gray_next;
endmodule
