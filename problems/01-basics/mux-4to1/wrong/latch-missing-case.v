// 常见错误：漏写了 sel=11 的分支又没有 default，推断出锁存器，out 保持上一次的值
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, output reg [7:0] out);
    always @(*) begin
        case (sel)
            2'b00: out = a;
            2'b01: out = b;
            2'b10: out = c;
        endcase
    end
endmodule
