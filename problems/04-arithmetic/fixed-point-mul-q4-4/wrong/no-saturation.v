// 常见错误：舍入做对了，却直接取低 8 位，结果超出 −8～7.9375 时绕了回去（如 4.0 × 2.0 得到 −8.0）
module TopModule(input [7:0] a, input [7:0] b, output [15:0] p, output [7:0] y, output sat);
    wire signed [15:0] prod = $signed(a) * $signed(b);
    assign p = prod;
    wire signed [16:0] biased = {prod[15], prod} + 17'sd8;
    wire signed [12:0] r = biased >>> 4;
    assign y   = r[7:0];
    assign sat = (r > 13'sd127) || (r < -13'sd128);
endmodule
