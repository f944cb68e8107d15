// 常见错误：只是把 in 打了一拍，in 保持为 1 时输出也一直为 1，而不是只有一个周期
module TopModule(input clk, input reset, input in, output reg pulse);
    always @(posedge clk) begin
        if (reset) pulse <= 1'b0;
        else pulse <= in;
    end
endmodule
