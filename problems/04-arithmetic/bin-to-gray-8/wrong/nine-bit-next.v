// 常见错误：下一个数算成 9 位，255 + 1 = 256 没有绕回 0；右移时第 9 位的 1 移进了第 8 位，gray_next 成了 8'h80
module TopModule(input [7:0] bin, output [7:0] gray, output [7:0] gray_next, output [7:0] flip);
    wire [8:0] nxt = bin + 9'd1;
    assign gray      = bin ^ (bin >> 1);
    assign gray_next = nxt ^ (nxt >> 1);
    assign flip      = gray ^ gray_next;
endmodule
