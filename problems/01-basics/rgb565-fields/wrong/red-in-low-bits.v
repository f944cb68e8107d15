// 常见错误：把“RGB”的书写顺序当成了从低位到高位，红色和蓝色取反了位置
module TopModule(input [15:0] pixel, output [4:0] r, output [5:0] g, output [4:0] b, output [15:0] bgr);
    assign r   = pixel[4:0];
    assign g   = pixel[10:5];
    assign b   = pixel[15:11];
    assign bgr = {b, g, r};
endmodule
