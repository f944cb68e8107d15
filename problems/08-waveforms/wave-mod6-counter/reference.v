module TopModule(
    input            clk,
    input            rst,
    input            en,
    output reg [2:0] q
);
    // 上升沿触发；rst 高电平有效、同步，优先于 en；
    // en = 1 时 0 → 1 → … → 5 → 0 循环（模 6），en = 0 时保持
    always @(posedge clk) begin
        if (rst)
            q <= 3'd0;
        else if (en)
            q <= (q == 3'd5) ? 3'd0 : q + 3'd1;
    end
endmodule
