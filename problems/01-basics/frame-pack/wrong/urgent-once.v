// 常见错误：urgent 只放了 1 次，帧少了 2 位，高位被补 0，所有字段都错了位置
module TopModule(input [1:0] ver, input urgent, input [5:0] len, input [15:0] data, output [31:0] frame, output [15:0] fast);
    wire p = ^{ver, len, data};
    assign frame = {4'b1011, ver, urgent, len, data, p};
    assign fast  = {16{urgent}} & data;
endmodule
