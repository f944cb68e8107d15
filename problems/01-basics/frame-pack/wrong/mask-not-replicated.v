// 常见错误：以为 1 位的 urgent 会自动扩展成 16 位，结果 fast 只保留了 data 的最低位
module TopModule(input [1:0] ver, input urgent, input [5:0] len, input [15:0] data, output [31:0] frame, output [15:0] fast);
    wire p = ^{ver, len, data};
    assign frame = {4'b1011, ver, {3{urgent}}, len, data, p};
    assign fast  = urgent & data;
endmodule
