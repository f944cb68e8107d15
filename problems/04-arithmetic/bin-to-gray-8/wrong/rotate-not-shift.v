// 常见错误：用循环右移代替右移，最低位绕到最高位，最高位不再等于 bin[7]
module TopModule(input [7:0] bin, output [7:0] gray, output [7:0] gray_next, output [7:0] flip);
    wire [7:0] nxt = bin + 8'd1;
    assign gray      = bin ^ {bin[0], bin[7:1]};
    assign gray_next = nxt ^ {nxt[0], nxt[7:1]};
    assign flip      = gray ^ gray_next;
endmodule
