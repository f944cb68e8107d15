// 常见错误：拼接顺序写成了 {r, g, b}，bgr 和原来的像素一模一样
module TopModule(input [15:0] pixel, output [4:0] r, output [5:0] g, output [4:0] b, output [15:0] bgr);
    assign r   = pixel[15:11];
    assign g   = pixel[10:5];
    assign b   = pixel[4:0];
    assign bgr = {r, g, b};
endmodule
