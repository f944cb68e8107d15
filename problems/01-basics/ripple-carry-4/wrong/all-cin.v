// 常见错误：4 个全加器的 ci 都接到了 cin，进位没有传到高位
module full_adder(input a, input b, input ci, output s, output co);
    assign s  = a ^ b ^ ci;
    assign co = (a & b) | (ci & (a ^ b));
endmodule

module TopModule(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output [3:0] carry);
    full_adder fa0 (.a(a[0]), .b(b[0]), .ci(cin), .s(sum[0]), .co(carry[0]));
    full_adder fa1 (.a(a[1]), .b(b[1]), .ci(cin), .s(sum[1]), .co(carry[1]));
    full_adder fa2 (.a(a[2]), .b(b[2]), .ci(cin), .s(sum[2]), .co(carry[2]));
    full_adder fa3 (.a(a[3]), .b(b[3]), .ci(cin), .s(sum[3]), .co(carry[3]));
endmodule
