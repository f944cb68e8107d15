// category: 功能
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  wire [3:0] c;
  FullAdd f0(.x(a[0]), .y(b[0]), .ci(cin),  .s(sum[0]), .co(c[0]));
  FullAdd f1(.x(a[1]), .y(b[1]), .ci(c[0]), .s(sum[1]), .co(c[1]));
  FullAdd f2(.x(a[2]), .y(b[2]), .ci(c[1]), .s(sum[2]), .co(c[2]));
  assign sum[3] = a[3] ^ b[3] ^ c[2];
  assign cout   = (a[3] & b[3]) | (b[3] & c[2]);
endmodule
module FullAdd(input x, input y, input ci, output s, output co);
  assign s  = x ^ y ^ ci;
  assign co = (x & y) | (ci & (x ^ y));
endmodule
