module TopModule(
    input      clk,
    input      reset,
    input      en,
    input      in,
    output reg fall
);
    reg prev;   // 上一个上升沿采到的 in（不论 en 是否为 1 都要跟着更新）
    reg prev2;  // 再上一个上升沿采到的 in

    // 比较前后两次采样，判断是否出现了下降沿
    wire falling = prev & ~prev2;

    always @(posedge clk) begin
        if (reset) begin
            prev  <= 1'b0;
            prev2 <= 1'b0;
            fall  <= 1'b0;
        end else begin
            fall  <= en & falling;
            prev  <= in;
            prev2 <= prev;
        end
    end
endmodule
