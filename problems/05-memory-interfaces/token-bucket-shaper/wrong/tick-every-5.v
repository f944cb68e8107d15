// 常见错误：补充节拍差一：计数器数 0～4，每 5 个时钟才补充一个令牌
module TopModule(
    input            clk,
    input            reset,
    input            req,
    input      [1:0] len,
    output           grant,
    output reg [3:0] tokens
);
    // 每 4 个时钟补充 1 个令牌；桶最多装 8 个
    reg  [2:0] phase;
    wire       tick = (phase == 3'd4);

    // 这个包要花的令牌数：1～4
    wire [2:0] cost = {1'b0, len} + 3'd1;

    // 令牌够就放行（组合输出）
    assign grant = req && (tokens >= {1'b0, cost});

    // 先扣掉、再补充、最后封顶；用 5 位算，中间结果不会溢出
    wire [4:0] sum = {1'b0, tokens} - (grant ? {2'b00, cost} : 5'd0) + (tick ? 5'd1 : 5'd0);

    always @(posedge clk) begin
        if (reset) begin
            phase  <= 3'd0;
            tokens <= 4'd8;                        // 复位时桶是满的
        end else begin
            phase  <= tick ? 3'd0 : phase + 3'd1;
            tokens <= (sum > 5'd8) ? 4'd8 : sum[3:0];
        end
    end
endmodule
