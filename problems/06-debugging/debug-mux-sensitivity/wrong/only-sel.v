// 改错改过了头：以为多路选择器只“看” sel，敏感列表只留下 sel；sel 不变时数据输入或 en 变了，y 仍是旧值
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, input en, output reg [7:0] y);
    always @(sel) begin
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
