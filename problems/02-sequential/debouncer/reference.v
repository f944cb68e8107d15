module TopModule(
    input      clk,
    input      reset,
    input      btn,
    output reg level,
    output reg press
);
    // 已经连续几次采到与 level 不同的值（0～3）；第 4 次时 level 才翻转。
    // 2 位刚好够用：计到 3 之后要么翻转清零，要么被一次一致的采样清零
    reg [1:0] cnt;

    always @(posedge clk) begin
        if (reset) begin
            level <= 1'b0;
            cnt   <= 2'd0;
            press <= 1'b0;
        end else if (btn == level) begin
            cnt   <= 2'd0;            // 一次一致的采样就说明刚才是抖动：从头数
            press <= 1'b0;
        end else if (cnt == 2'd3) begin
            level <= btn;             // 连续第 4 次不同：确认变化
            cnt   <= 2'd0;
            press <= btn;             // 只有 0 → 1 才是一次按下
        end else begin
            cnt   <= cnt + 2'd1;
            press <= 1'b0;
        end
    end
endmodule
