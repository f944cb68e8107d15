// 常见错误：按 SR 触发器的习惯把 j = k = 1 当成“不允许”的输入，什么也不做，而 JK 触发器此时应当翻转
module TopModule(input clk, input areset, input j, input k, output reg q);
    always @(posedge clk or posedge areset) begin
        if (areset) q <= 1'b0;
        else if (j && !k) q <= 1'b1;
        else if (k && !j) q <= 1'b0;
    end
endmodule
