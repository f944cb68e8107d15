module TopModule(
    input  clk,
    input  rst,
    input  in,
    output y
);
    // prev：上一个上升沿采到的 in。复位（同步，高电平有效）时置 1：
    // 复位结束时 in 已经是 1，不算一次上升
    reg prev;

    always @(posedge clk) begin
        if (rst)
            prev <= 1'b1;
        else
            prev <= in;
    end

    // 组合输出：in 一变 1 立刻为 1，到下一个上升沿 prev 跟上后落回 0
    assign y = in & ~prev;
endmodule
