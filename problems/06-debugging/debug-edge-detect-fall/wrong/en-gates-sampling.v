// 改对了两处，却让 en 也管住了采样：en = 0 期间 prev 不再跟着 in 走，en 重新变 1 时拿一个过时的 prev 比较，报出不存在的下降沿
module TopModule(input clk, input reset, input en, input in, output reg fall);
    reg prev;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0; fall <= 1'b0;
        end else if (en) begin
            prev <= in;
            fall <= prev & ~in;
        end else begin
            fall <= 1'b0;
        end
    end
endmodule
