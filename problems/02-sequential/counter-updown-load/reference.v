module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    input            load,
    input      [3:0] din,
    output reg [3:0] q,
    output           tc
);
    // 优先级：复位 > 装载 > 计数。4 位加减法本身就会在 15 和 0 之间回绕
    always @(posedge clk) begin
        if (reset)
            q <= 4'd0;
        else if (load)
            q <= din;
        else if (en) begin
            if (up)
                q <= q + 4'd1;
            else
                q <= q - 4'd1;
        end
    end

    // 回绕标志：本周期若计数，下一个上升沿就会越过边界（加到 15 之后、减到 0 之后）
    assign tc = en && (up ? (q == 4'd15) : (q == 4'd0));
endmodule
