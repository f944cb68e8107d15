// 常见错误：同步头写成了十进制 4'd1011，被截成 4 位后变成 4'b0011
module TopModule(input [1:0] ver, input urgent, input [5:0] len, input [15:0] data, output [31:0] frame, output [15:0] fast);
    wire p = ^{ver, len, data};
    assign frame = {4'd1011, ver, {3{urgent}}, len, data, p};
    assign fast  = {16{urgent}} & data;
endmodule
