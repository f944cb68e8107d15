// 常见错误：把复位放在 en 的条件里面，en = 0 时复位不起作用；波形里 en = 0 时 rst 照样把 q 清零
module TopModule(input clk, input rst, input en, input d, output reg q);
    always @(posedge clk) begin
        if (en) begin
            if (!rst)
                q <= 1'b0;
            else
                q <= d;
        end
    end
endmodule
