module TopModule(
    input            clk,
    input            reset,
    input            en,
    input            up,
    output reg [3:0] tens,
    output reg [3:0] ones,
    output           co
);
    // 个位每一步都动；十位只在个位越过边界（加计数 9 → 0，减计数 0 → 9）的那一步跟着动
    always @(posedge clk) begin
        if (reset) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else if (en) begin
            if (up)
                ones <= (ones == 4'd9) ? 4'd0 : ones + 4'd1;
            else
                ones <= (ones == 4'd0) ? 4'd9 : ones - 4'd1;

            // 十位只在个位越界的这一步才动。非阻塞赋值：这里读到的 ones 仍是时钟沿之前的旧值
            if (up ? (ones == 4'd9) : (ones == 4'd0)) begin
                if (up)
                    tens <= (tens == 4'd9) ? 4'd0 : tens + 4'd1;
                else
                    tens <= (tens == 4'd0) ? 4'd9 : tens - 4'd1;
            end
        end
    end

    // 个位与十位同时到了边界：整个两位数越过边界（99 → 00 或 00 → 99）时向更高一级进位或借位
    wire ones_wrap = up ? (ones == 4'd9) : (ones == 4'd0);
    assign co = en && ones_wrap && (up ? (tens == 4'd9) : (tens == 4'd0));
endmodule
