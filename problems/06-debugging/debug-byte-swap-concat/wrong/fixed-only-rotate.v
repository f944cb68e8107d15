// 只改对了一处：循环左移改对了，“字节倒序”仍然只交换了每半个字内部的两个字节
module TopModule(
    input      [31:0] d,
    input      [1:0]  mode,
    output reg [31:0] y
);
    // 字节编号：d[31:24] 是字节 3，d[7:0] 是字节 0
    always @(*) begin
        case (mode)
            2'd0:    y = d;                                           // 原样
            2'd1:    y = {d[23:16], d[31:24], d[7:0], d[15:8]};       // 字节倒序
            2'd2:    y = {d[23:0], d[31:24]};                         // 循环左移 8 位
            default: y = {d[7:0], d[31:8]};                           // 循环右移 8 位
        endcase
    end
endmodule
