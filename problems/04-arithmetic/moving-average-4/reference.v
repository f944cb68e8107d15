module TopModule(
    input        clk,
    input        reset,
    input        valid,
    input  [7:0] x,
    output [9:0] sum,
    output [7:0] avg
);
    // 窗口：s0 是最新的样本，s3 是最旧的
    reg [7:0] s0, s1, s2, s3;

    always @(posedge clk) begin
        if (reset) begin
            s0 <= 8'd0;
            s1 <= 8'd0;
            s2 <= 8'd0;
            s3 <= 8'd0;
        end else if (valid) begin
            // 新样本进来，最旧的那个被挤出去
            s0 <= x;
            s1 <= s0;
            s2 <= s1;
            s3 <= s2;
        end
    end

    // 4 个 8 位数之和最大 1020，要 10 位；先把每个加数补到 10 位再相加
    assign sum = {2'b00, s0} + {2'b00, s1} + {2'b00, s2} + {2'b00, s3};
    // 除以 4 就是右移 2 位（向下取整）
    assign avg = sum[9:2];
endmodule
