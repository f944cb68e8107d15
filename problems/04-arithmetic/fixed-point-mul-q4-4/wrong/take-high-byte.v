// 常见错误：以为乘积的高 8 位就是结果；Q8.8 的小数点在第 8 位，Q4.4 要取的是第 11～4 位（再处理舍入和饱和）
module TopModule(input [7:0] a, input [7:0] b, output [15:0] p, output [7:0] y, output sat);
    wire signed [15:0] prod = $signed(a) * $signed(b);
    assign p = prod;
    wire signed [16:0] biased = {prod[15], prod} + 17'sd128;
    assign y   = biased[15:8];
    assign sat = 1'b0;
endmodule
