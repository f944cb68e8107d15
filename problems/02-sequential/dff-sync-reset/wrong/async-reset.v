// 常见错误：把 reset 写进了敏感列表，变成异步复位（题目要求同步复位）
module TopModule(input clk, input reset, input d, output reg q);
    always @(posedge clk or posedge reset) begin
        if (reset) q <= 1'b0;
        else q <= d;
    end
endmodule
