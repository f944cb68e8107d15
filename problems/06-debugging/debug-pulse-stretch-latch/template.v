module TopModule(
    input      clk,
    input      reset,
    input      evt,
    input      bypass,
    output reg led
);
    reg       on;    // 展宽后的指示：正在亮
    reg [2:0] cnt;   // 这一次已经亮了几个周期

    always @(posedge clk) begin
        if (reset) begin
            on  <= 1'b0;
            cnt <= 3'd0;
        end else if (evt) begin
            on  <= 1'b1;             // 新的事件：亮起来
        end else if (on) begin
            if (cnt == 3'd5)
                on <= 1'b0;          // 已经亮满 6 个周期
            cnt <= cnt + 3'd1;
        end
    end

    // 输出选择：调试旁路时直接看原始事件
    always @(*) begin
        if (bypass)
            led = evt;
        else if (on)
            led = 1'b1;
    end
endmodule
