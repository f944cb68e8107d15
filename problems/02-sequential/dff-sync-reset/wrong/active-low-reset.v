// 常见错误：把复位当成低电平有效，reset=0 时反而把 q 清零
module TopModule(input clk, input reset, input d, output reg q);
    always @(posedge clk) begin
        if (!reset) q <= 1'b0;
        else q <= d;
    end
endmodule
