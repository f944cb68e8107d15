// 已给出的子模块，请保留，不要修改
// 饱和减法：y = a - b；如果 a < b，结果不会向下“绕回”，而是停在 0
module sat_sub8(
    input  [7:0] b,   // 注意：减数 b 声明在前面
    input  [7:0] a,   // 被减数 a 声明在后面
    output [7:0] y
);
    assign y = (a > b) ? (a - b) : 8'd0;
endmodule

module TopModule(
    input  [7:0] p,
    input  [7:0] q,
    output [7:0] d_pq,
    output [7:0] d_qp,
    output [7:0] gap
);
    // 在这里写你的代码

endmodule
