// 常见错误：校验位取反成了奇校验，1 的总个数变成奇数
module TopModule(input [1:0] ver, input urgent, input [5:0] len, input [15:0] data, output [31:0] frame, output [15:0] fast);
    wire p = ~^{ver, len, data};
    assign frame = {4'b1011, ver, {3{urgent}}, len, data, p};
    assign fast  = {16{urgent}} & data;
endmodule
