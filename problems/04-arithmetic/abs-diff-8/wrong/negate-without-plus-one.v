// 常见错误：用 9 位减法的借位判断谁大是对的，但求相反数时只取反、忘了加 1，结果差 1
module TopModule(input [7:0] a, input [7:0] b, output [7:0] gap, output b_larger);
    wire [8:0] t = {1'b0, a} - {1'b0, b};
    assign b_larger = t[8];
    assign gap = t[8] ? ~t[7:0] : t[7:0];
endmodule
