// 常见错误：只看了 t 连续为 1 的那一段，以为每个上升沿都翻转；波形里 t = 0 时 q 保持不变
module TopModule(input clk, input rst, input t, output reg q);
    always @(posedge clk or negedge rst) begin
        if (!rst)
            q <= 1'b0;
        else
            q <= ~q;
    end
endmodule
