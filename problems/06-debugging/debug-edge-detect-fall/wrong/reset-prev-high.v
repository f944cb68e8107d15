// 改对了两处，却顺手把复位时的 prev 改成了 1：复位一结束线路就是 0 时，会报出一个并不存在的下降沿
module TopModule(input clk, input reset, input en, input in, output reg fall);
    reg prev;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b1; fall <= 1'b0;
        end else begin
            prev <= in;
            fall <= en & prev & ~in;
        end
    end
endmodule
