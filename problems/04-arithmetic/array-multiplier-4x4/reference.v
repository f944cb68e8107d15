module TopModule(
    input  [3:0]  a,
    input  [3:0]  b,
    output [15:0] pp,
    output [5:0]  r1,
    output [6:0]  r2,
    output [7:0]  p
);
    // 第 i 行部分积：b[i] 为 1 时是 a，为 0 时是 0（4 个与门）
    wire [3:0] pp0 = a & {4{b[0]}};
    wire [3:0] pp1 = a & {4{b[1]}};
    wire [3:0] pp2 = a & {4{b[2]}};
    wire [3:0] pp3 = a & {4{b[3]}};
    assign pp = {pp3, pp2, pp1, pp0};

    // 第 i 行要左移 i 位再加；每加一行，和多一位
    assign r1 = {2'b00, pp0} + {1'b0, pp1, 1'b0};           // 最大 15 + 30 = 45，6 位
    assign r2 = {1'b0, r1} + {pp2, 2'b00};                  // 最大 45 + 60 = 105，7 位
    assign p  = {1'b0, r2} + {1'b0, pp3, 3'b000};           // 最大 105 + 120 = 225，8 位
endmodule
