// 常见错误：把输出也写进时钟块，变成了寄存器输出（Moore 式），每一位都晚了一个周期
module TopModule(input clk, input reset, input in, output reg out);
    reg seen;
    always @(posedge clk) begin
        if (reset) begin
            seen <= 1'b0;
            out  <= 1'b0;
        end else begin
            out  <= seen ? ~in : in;
            if (in) seen <= 1'b1;
        end
    end
endmodule
