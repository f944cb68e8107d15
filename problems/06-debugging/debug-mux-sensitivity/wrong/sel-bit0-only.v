// 改错不彻底：敏感列表里只补了 sel[0]；只有 sel[1] 变化时（如 0 → 2），y 不更新
module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, input en, output reg [7:0] y);
    always @(a or b or c or d or sel[0] or en) begin
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
