// Signed 8-bit addition that saturates instead of wrapping.
module sat_add(input signed [7:0] a, input signed [7:0] b, output [7:0] y, output overflow);
  wire signed [8:0] sum = a + b;
  assign overflow = (sum > 9'sd127) || (sum < -9'sd128);
  assign y = (sum > 9'sd127) ? 8'h7F : (sum < -9'sd128) ? 8'h80 : sum[7:0];
endmodule
