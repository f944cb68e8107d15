// 常见错误：以为三个分量都是 5 位，绿色只取了 pixel[10:6]，丢了最低位
module TopModule(input [15:0] pixel, output [4:0] r, output [5:0] g, output [4:0] b, output [15:0] bgr);
    assign r   = pixel[15:11];
    assign g   = pixel[10:6];
    assign b   = pixel[4:0];
    assign bgr = {b, g, r};
endmodule
