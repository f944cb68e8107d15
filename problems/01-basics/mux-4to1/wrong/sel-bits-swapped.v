// 常见错误：把 sel 的两位顺序弄反了，sel=01 和 sel=10 选中的输入互换
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, output reg [7:0] out);
    always @(*) begin
        case ({sel[0], sel[1]})
            2'b00:   out = a;
            2'b01:   out = b;
            2'b10:   out = c;
            default: out = d;
        endcase
    end
endmodule
