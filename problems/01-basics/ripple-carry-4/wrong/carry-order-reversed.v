// 常见错误：拼接进位时顺序写反，carry[3] 里放的是第 0 位的进位
module full_adder(input a, input b, input ci, output s, output co);
    assign s  = a ^ b ^ ci;
    assign co = (a & b) | (ci & (a ^ b));
endmodule

module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output [3:0] carry);
    wire c0, c1, c2, c3;
    full_adder fa0 (.a(a[0]), .b(b[0]), .ci(cin), .s(sum[0]), .co(c0));
    full_adder fa1 (.a(a[1]), .b(b[1]), .ci(c0),  .s(sum[1]), .co(c1));
    full_adder fa2 (.a(a[2]), .b(b[2]), .ci(c1),  .s(sum[2]), .co(c2));
    full_adder fa3 (.a(a[3]), .b(b[3]), .ci(c2),  .s(sum[3]), .co(c3));
    assign carry = {c0, c1, c2, c3};
endmodule
