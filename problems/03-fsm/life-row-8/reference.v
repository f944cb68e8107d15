module TopModule(
    input            clk,
    input            reset,
    input            load,
    input      [7:0] init,
    input            step,
    output reg [7:0] cells
);
    // 下一代由这一代整体算出：先用组合逻辑算好 8 个细胞的下一状态，再在同一个时钟沿一起更新
    reg [7:0] next;
    reg [2:0] alive_near;     // 一个细胞的 4 个邻居中活着的个数（0～4）
    integer   i;

    always @(*) begin
        for (i = 0; i < 8; i = i + 1) begin
            // 邻居是左右各两个细胞，首尾相接：(i + 6) % 8 即 i - 2
            alive_near = cells[(i + 6) % 8] + cells[(i + 7) % 8]
                       + cells[(i + 1) % 8] + cells[(i + 2) % 8];
            if (alive_near == 3'd3)
                next[i] = 1'b1;
            else if (alive_near == 3'd2)
                next[i] = cells[i];
            else
                next[i] = 1'b0;
        end
    end

    always @(posedge clk) begin
        if (reset)
            cells <= 8'd0;
        else if (load)
            cells <= init;
        else if (step)
            cells <= next;
    end
endmodule
