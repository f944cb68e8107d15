module TopModule(
    input      clk,
    input      reset,
    input      en,
    input      in,
    output reg fall
);
    reg prev;   // 上一个上升沿采到的 in（不论 en 是否为 1 都要跟着更新）

    // 上一次采到 1、这一次采到 0：下降沿
    wire falling = prev & ~in;

    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0;
            fall <= 1'b0;
        end else begin
            fall <= en & falling;
            prev <= in;
        end
    end
endmodule
