// 常见错误：在时钟下降沿采样，q 的变化比要求晚了半个周期
module TopModule(input clk, input reset, input d, output reg q);
    always @(negedge clk) begin
        if (reset) q <= 1'b0;
        else q <= d;
    end
endmodule
