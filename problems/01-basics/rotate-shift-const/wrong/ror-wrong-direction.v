// 常见错误：循环右移写反了方向，做成了循环左移 1 位
module TopModule(input [15:0] x, output [15:0] rol4, output [15:0] ror1, output [15:0] sar3, output [15:0] shl2);
    assign rol4 = {x[11:0], x[15:12]};
    assign ror1 = {x[14:0], x[15]};
    assign sar3 = {{3{x[15]}}, x[15:3]};
    assign shl2 = {x[13:0], 2'b00};
endmodule
