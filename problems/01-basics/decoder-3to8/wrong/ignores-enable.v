// 常见错误：忘了使能端，en 为 0 时仍然有一位输出为 1
module TopModule(input en, input [2:0] in, output [7:0] out);
    assign out = 8'd1 << in;
endmodule
