// 重写敏感列表时补上了 sel，却漏掉了 en：只有 en 变化时，y 不会跟着清零或恢复
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, input en, output reg [7:0] y);
    always @(a or b or c or d or sel) begin
        if (!en)
            y = 8'h00;
        else
            case (sel)
                2'd0:    y = a;
                2'd1:    y = b;
                2'd2:    y = c;
                default: y = d;
            endcase
    end
endmodule
