// 常见错误：以为直接赋值或换个写法就能反转，结果 rev 与 in 位序相同
module TopModule(input [7:0] in, output [7:0] rev, output [15:0] sext);
    assign rev  = in[7:0];
    assign sext = {{8{in[7]}}, in};
endmodule
