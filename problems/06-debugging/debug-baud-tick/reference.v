module TopModule(
    input      clk,
    input      reset,
    input      en,
    output reg tick
);
    // 每 6 个时钟一个节拍（真实的串口是几百个时钟，这里缩小了便于仿真）
    localparam DIV = 6;

    reg [2:0] cnt;   // 本节拍周期里已经过去的时钟数

    always @(posedge clk) begin
        if (reset) begin
            cnt  <= 3'd0;
            tick <= 1'b0;
        end else if (!en) begin
            cnt  <= 3'd0;            // 不工作时停在 0，下一次一开始就是完整的一位
            tick <= 1'b0;
        end else if (cnt == DIV - 1) begin
            cnt  <= 3'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 3'd1;
            tick <= 1'b0;
        end
    end
endmodule
