module TopModule(
    input            clk,
    input            rst,
    input            ld,
    input            sh,
    input            sin,
    input      [3:0] d,
    output reg [3:0] q
);
    // rst：高电平有效、异步（不等时钟沿，立刻清零）；
    // 其余在上升沿：ld = 1 并行置数（优先于 sh），否则 sh = 1 右移一位、sin 从最高位移入，都为 0 时保持
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 4'b0000;
        else if (ld)
            q <= d;
        else if (sh)
            q <= {sin, q[3:1]};
    end
endmodule
