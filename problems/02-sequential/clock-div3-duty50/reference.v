module TopModule(
    input            clk,
    input            reset,
    output reg [1:0] cnt,
    output           tick,
    output           clk_div3
);
    // 0 → 1 → 2 → 0 …：每个值占一个时钟周期。
    // 复位停在 2：复位期间两个输出都是 0，放开后第一个上升沿就进入新周期的 0
    always @(posedge clk) begin
        if (reset)
            cnt <= 2'd2;
        else
            cnt <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
    end

    // 下降沿触发：把“cnt == 0”晚半个周期再抄一份。
    // 它只读 cnt（只在上升沿变化），所以不需要自己的复位
    reg late;
    always @(negedge clk)
        late <= (cnt == 2'd0);

    assign tick     = (cnt == 2'd0);      // 1 个周期宽，给同一时钟域的寄存器当使能
    assign clk_div3 = tick | late;        // 1.5 个周期高、1.5 个周期低：占空比 50%
endmodule
