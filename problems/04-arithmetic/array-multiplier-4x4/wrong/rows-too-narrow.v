// 常见错误：中间的和与部分积一样只留 5 位，加第二行时的进位被截掉了（如 15 × 3 = 45 放不进 5 位）
module TopModule(input [3:0] a, input [3:0] b, output [15:0] pp, output [5:0] r1, output [6:0] r2, output [7:0] p);
    wire [3:0] pp0 = a & {4{b[0]}};
    wire [3:0] pp1 = a & {4{b[1]}};
    wire [3:0] pp2 = a & {4{b[2]}};
    wire [3:0] pp3 = a & {4{b[3]}};
    assign pp = {pp3, pp2, pp1, pp0};
    wire [4:0] s1 = pp0 + {pp1, 1'b0};
    assign r1 = s1;
    assign r2 = r1 + {pp2, 2'b00};
    assign p  = r2 + {pp3, 3'b000};
endmodule
