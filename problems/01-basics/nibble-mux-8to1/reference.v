module TopModule(
    input  [31:0] data,
    input  [2:0]  sel,
    output [3:0]  out
);
    // 第 sel 个半字节的最低位是第 sel*4 位
    assign out = data[sel*4 +: 4];
endmodule
