// 常见错误：直接右移 4 位，没有先加半个最低位；这是向下取整（向负无穷截断），不是舍入到最近
module TopModule(input [7:0] a, input [7:0] b, output [15:0] p, output [7:0] y, output sat);
    wire signed [15:0] prod = $signed(a) * $signed(b);
    assign p = prod;
    wire signed [12:0] r = prod >>> 4;
    wire hi = (r > 13'sd127);
    wire lo = (r < -13'sd128);
    assign y   = hi ? 8'h7F : lo ? 8'h80 : r[7:0];
    assign sat = hi | lo;
endmodule
