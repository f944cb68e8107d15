// 常见错误：把 t 当成了 D 触发器的数据输入，q 取 t；波形里 t = 1 时 q 是在 0 和 1 之间来回变的
module TopModule(input clk, input rst, input t, output reg q);
    always @(posedge clk or negedge rst) begin
        if (!rst)
            q <= 1'b0;
        else
            q <= t;
    end
endmodule
