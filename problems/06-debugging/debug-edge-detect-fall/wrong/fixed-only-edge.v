// 只改对了一处：沿的方向改成了下降沿，但仍然拿两个寄存过的采样比较，fall 比要求晚一拍
module TopModule(input clk, input reset, input en, input in, output reg fall);
    reg prev, prev2;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0; prev2 <= 1'b0; fall <= 1'b0;
        end else begin
            prev  <= in;
            prev2 <= prev;
            fall  <= en & prev2 & ~prev;
        end
    end
endmodule
