module TopModule(
    input             clk,
    input             reset,
    input             in_valid,
    input      [7:0]  a,
    input      [7:0]  b,
    input      [15:0] c,
    output reg        out_valid,
    output reg [16:0] y
);
    // 第一级的寄存器：乘积，以及要跟着乘积一起走到第二级的 c。
    // 它们只在 v1 = 1 时被使用，而 v1 = 1 之前一定装入过，所以不需要复位
    reg [15:0] p1;
    reg [15:0] c1;
    reg        v1;

    always @(posedge clk) begin
        if (reset) begin
            v1        <= 1'b0;
            out_valid <= 1'b0;
            y         <= 17'd0;
        end else begin
            // 有效位每拍都往下走一级
            v1        <= in_valid;
            out_valid <= v1;
            // 第一级：乘
            if (in_valid) begin
                p1 <= a * b;
                c1 <= c;
            end
            // 第二级：加。用的是和乘积同一拍进来的 c1，而不是此刻的输入 c；结果 17 位
            if (v1)
                y <= {1'b0, p1} + {1'b0, c1};
        end
    end
endmodule
