// 常见错误：减法时只把 b 取反，忘了让 ci = 1，算出的是 a - b - 1
module full_adder(input a, input b, input ci, output s, output co);
    assign s  = a ^ b ^ ci;
    assign co = (a & b) | (ci & (a ^ b));
endmodule

module add4(input [3:0] a, input [3:0] b, input ci, output [3:0] s, output co);
    wire c1, c2, c3;
    full_adder fa0 (.a(a[0]), .b(b[0]), .ci(ci), .s(s[0]), .co(c1));
    full_adder fa1 (.a(a[1]), .b(b[1]), .ci(c1), .s(s[1]), .co(c2));
    full_adder fa2 (.a(a[2]), .b(b[2]), .ci(c2), .s(s[2]), .co(c3));
    full_adder fa3 (.a(a[3]), .b(b[3]), .ci(c3), .s(s[3]), .co(co));
endmodule

module TopModule(input [3:0] a, input [3:0] b, input sub, output [3:0] y, output c_out, output ovf);
    wire [3:0] b_in = sub ? ~b : b;
    add4 u_add (.a(a), .b(b_in), .ci(1'b0), .s(y), .co(c_out));
    assign ovf = (a[3] == b_in[3]) && (y[3] != a[3]);
endmodule
