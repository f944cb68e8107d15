// 常见错误：直接写 a * b，两个操作数都是无符号的，负数被当成 128～255 来乘，乘积完全错了
module TopModule(input [7:0] a, input [7:0] b, output [15:0] p, output [7:0] y, output sat);
    wire [15:0] prod = a * b;
    assign p = prod;
    wire signed [16:0] biased = {prod[15], prod} + 17'sd8;
    wire signed [12:0] r = biased >>> 4;
    wire hi = (r > 13'sd127);
    wire lo = (r < -13'sd128);
    assign y   = hi ? 8'h7F : lo ? 8'h80 : r[7:0];
    assign sat = hi | lo;
endmodule
