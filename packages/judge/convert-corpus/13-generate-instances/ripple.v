module fa(input a, input b, input c, output s, output co);
  assign s = a ^ b ^ c;
  assign co = (a & b) | (c & (a ^ b));
endmodule
module ripple(input [3:0] a, input [3:0] b, output [4:0] s);
  wire [4:0] c;
  assign c[0] = 1'b0;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : bit_slice
    fa u(.a(a[i]), .b(b[i]), .c(c[i]), .s(s[i]), .co(c[i+1]));
  end endgenerate
  assign s[4] = c[4];
endmodule
