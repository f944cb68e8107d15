// 常见错误：以为“复位都该立即生效”，把 q_sync 也写成了异步复位
module TopModule(input clk, input reset, input en, input d, output reg q_sync, output reg q_async);
    always @(posedge clk or posedge reset) begin
        if (reset) q_sync <= 1'b0;
        else if (en) q_sync <= d;
    end
    always @(posedge clk or posedge reset) begin
        if (reset) q_async <= 1'b0;
        else if (en) q_async <= d;
    end
endmodule
