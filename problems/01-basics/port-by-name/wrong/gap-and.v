// 常见错误：用按位与合并两个结果，其中一个总是 0，距离恒为 0
module sat_sub8(input [7:0] b, input [7:0] a, output [7:0] y);
    assign y = (a > b) ? (a - b) : 8'd0;
endmodule

module TopModule(input [7:0] p, input [7:0] q, output [7:0] d_pq, output [7:0] d_qp, output [7:0] gap);
    sat_sub8 u_pq (.a(p), .b(q), .y(d_pq));
    sat_sub8 u_qp (.a(q), .b(p), .y(d_qp));
    assign gap = d_pq & d_qp;
endmodule
