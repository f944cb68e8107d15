// 常见错误：把 a、b 的角色对调，第 i 行用 a[i] 去选 b；乘积不变，但部分积和中间的和都与题目规定的不同
module TopModule(input [3:0] a, input [3:0] b, output [15:0] pp, output [5:0] r1, output [6:0] r2, output [7:0] p);
    wire [3:0] pp0 = b & {4{a[0]}};
    wire [3:0] pp1 = b & {4{a[1]}};
    wire [3:0] pp2 = b & {4{a[2]}};
    wire [3:0] pp3 = b & {4{a[3]}};
    assign pp = {pp3, pp2, pp1, pp0};
    assign r1 = pp0 + {pp1, 1'b0};
    assign r2 = r1 + {pp2, 2'b00};
    assign p  = r2 + {pp3, 3'b000};
endmodule
