// 常见错误：两个触发器都写成了同步复位，q_async 要等到时钟上升沿才清零，比要求晚了半个周期
module TopModule(input clk, input reset, input en, input d, output reg q_sync, output reg q_async);
    always @(posedge clk) begin
        if (reset) q_sync <= 1'b0;
        else if (en) q_sync <= d;
    end
    always @(posedge clk) begin
        if (reset) q_async <= 1'b0;
        else if (en) q_async <= d;
    end
endmodule
