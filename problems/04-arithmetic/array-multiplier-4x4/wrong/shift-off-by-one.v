// 常见错误：第 i 行左移了 i + 1 位（从 1 开始数行号），每一行都错了一位
module TopModule(input [3:0] a, input [3:0] b, output [15:0] pp, output [5:0] r1, output [6:0] r2, output [7:0] p);
    wire [3:0] pp0 = a & {4{b[0]}};
    wire [3:0] pp1 = a & {4{b[1]}};
    wire [3:0] pp2 = a & {4{b[2]}};
    wire [3:0] pp3 = a & {4{b[3]}};
    assign pp = {pp3, pp2, pp1, pp0};
    assign r1 = pp0 + {pp1, 2'b00};
    assign r2 = r1 + {pp2, 3'b000};
    assign p  = r2 + {pp3, 4'b0000};
endmodule
