module TopModule(
    input             clk,
    input             reset,
    input             start,
    input      [7:0]  bin,
    output reg        busy,
    output reg        done,
    output reg [11:0] bcd
);
    // 工作区：{百位, 十位, 个位, 还没移进来的二进制位}。start 时装入，不需要复位
    reg [19:0] work;
    reg [2:0]  step;     // 已经做了几步（0～7）

    // 一步 = 先修正再移位。修正：某一位 ≥ 5 就加 3（百位最大只到 2，不用修正）
    wire [3:0]  ones_adj = (work[11:8]  >= 4'd5) ? work[11:8]  + 4'd3 : work[11:8];
    wire [3:0]  tens_adj = (work[15:12] >= 4'd5) ? work[15:12] + 4'd3 : work[15:12];
    wire [19:0] work_next = {work[18:16], tens_adj, ones_adj, work[7:0], 1'b0};

    always @(posedge clk) begin
        if (reset) begin
            busy <= 1'b0;
            done <= 1'b0;
            bcd  <= 12'd0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    work <= {12'd0, bin};
                    step <= 3'd0;
                    busy <= 1'b1;
                end
            end else begin
                work <= work_next;
                step <= step + 3'd1;
                if (step == 3'd7) begin          // 第 8 步：二进制的 8 位都移进来了
                    busy <= 1'b0;
                    done <= 1'b1;
                    bcd  <= work_next[19:8];
                end
            end
        end
    end
endmodule
