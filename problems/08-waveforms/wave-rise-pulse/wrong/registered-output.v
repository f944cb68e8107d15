// 常见错误：没注意 y 是在 in 变化的同时（下降沿处）变 1 的，写成了寄存器输出：y 要等到上升沿才变 1，并且宽了一整个周期
module TopModule(input clk, input rst, input in, output reg y);
    reg prev;
    always @(posedge clk) begin
        if (rst) begin
            prev <= 1'b1;
            y <= 1'b0;
        end else begin
            prev <= in;
            y <= in & ~prev;
        end
    end
endmodule
