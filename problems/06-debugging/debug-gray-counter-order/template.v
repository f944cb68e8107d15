module TopModule(
    input            clk,
    input            reset,
    input            inc,
    output reg [3:0] bin,
    output reg [3:0] gray
);
    // 下一个计数值
    wire [3:0] bin_next = inc ? bin + 4'd1 : bin;

    // 二进制转格雷码：一位照抄，其余每一位 = 本位 ^ 相邻的一位
    wire [3:0] gray_next;
    assign gray_next[0] = bin_next[0];
    assign gray_next[1] = bin_next[1] ^ bin_next[0];
    assign gray_next[2] = bin_next[2] ^ bin_next[1];
    assign gray_next[3] = bin_next[3] ^ bin_next[2];

    // 两个输出都由寄存器直接驱动，gray 与 bin 始终对应同一个计数值
    always @(posedge clk) begin
        if (reset) begin
            bin  <= 4'd0;
            gray <= 4'd0;
        end else begin
            gray <= gray_next;
            bin  <= bin_next;
        end
    end
endmodule
