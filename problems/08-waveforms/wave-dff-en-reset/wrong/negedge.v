// 常见错误：触发沿读错，写成了下降沿触发；波形里 q 只在 clk 的上升沿之后变化
module TopModule(input clk, input rst, input en, input d, output reg q);
    always @(negedge clk) begin
        if (!rst)
            q <= 1'b0;
        else if (en)
            q <= d;
    end
endmodule
