// 常见错误：按位置连接时以为端口顺序是 (a, b, y)，实际第一个端口是 b，两个差全部算反
module sat_sub8(input [7:0] b, input [7:0] a, output [7:0] y);
    assign y = (a > b) ? (a - b) : 8'd0;
endmodule

module TopModule(input [7:0] p, input [7:0] q, output [7:0] d_pq, output [7:0] d_qp, output [7:0] gap);
    sat_sub8 u_pq (p, q, d_pq);
    sat_sub8 u_qp (q, p, d_qp);
    assign gap = d_pq | d_qp;
endmodule
