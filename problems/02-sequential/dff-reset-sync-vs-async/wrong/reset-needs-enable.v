// 常见错误：把复位放进了使能的分支里，en 为 0 时复位不起作用（复位的优先级应当最高）
module TopModule(input clk, input reset, input en, input d, output reg q_sync, output reg q_async);
    always @(posedge clk) begin
        if (en) begin
            if (reset) q_sync <= 1'b0;
            else q_sync <= d;
        end
    end
    always @(posedge clk or posedge reset) begin
        if (en) begin
            if (reset) q_async <= 1'b0;
            else q_async <= d;
        end
    end
endmodule
