// 常见错误：用普通左移 << 代替循环左移，移出去的高 4 位没有回到低位
module TopModule(input [15:0] x, output [15:0] rol4, output [15:0] ror1, output [15:0] sar3, output [15:0] shl2);
    assign rol4 = x << 4;
    assign ror1 = {x[0], x[15:1]};
    assign sar3 = {{3{x[15]}}, x[15:3]};
    assign shl2 = {x[13:0], 2'b00};
endmodule
