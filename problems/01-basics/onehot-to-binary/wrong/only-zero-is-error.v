// 常见错误：只把全 0 当成错误，多位同时为 1 时既没报错，还输出了由或门拼出的下标
module TopModule(input [7:0] in, output [2:0] idx, output err);
    assign idx[0] = in[1] | in[3] | in[5] | in[7];
    assign idx[1] = in[2] | in[3] | in[6] | in[7];
    assign idx[2] = in[4] | in[5] | in[6] | in[7];
    assign err    = (in == 8'd0);
endmodule
