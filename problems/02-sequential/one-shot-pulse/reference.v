module TopModule(
    input  clk,
    input  reset,
    input  trig,
    output pulse
);
    reg       prev;  // 上一个上升沿采到的 trig
    reg [2:0] left;  // 脉冲还剩几个周期；0 表示空闲

    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0;
            left <= 3'd0;
        end else begin
            prev <= trig;
            if (left != 3'd0)
                left <= left - 3'd1;          // 忙：倒数，忽略新的触发
            else if (trig && !prev)
                left <= 3'd5;                 // 空闲时遇到上升沿：开始一个 5 周期的脉冲
        end
    end

    assign pulse = (left != 3'd0);
endmodule
