// 常见错误：用“与-或”写选择器时，1 位的比较结果只和数据的最低位相与，高 7 位全被清零
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, output reg [7:0] out);
    always @(*) begin
        out = ((sel == 2'b00) & a) | ((sel == 2'b01) & b) | ((sel == 2'b10) & c) | ((sel == 2'b11) & d);
    end
endmodule
