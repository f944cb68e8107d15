module TopModule(
    input        clk,
    input        reset,
    input  [3:0] pos,
    output       pulse,
    output       frame_start
);
    // 1 个时钟 = 0.1 ms：一帧 20 ms = 200 个时钟，脉宽 1.0～2.0 ms = 10～20 个时钟
    reg [7:0] cnt;       // 帧内位置 0～199
    reg [4:0] width;     // 本帧的脉宽（时钟数），只在帧交界处更新

    // pos 大于 10 按 10 算，脉宽最多 2.0 ms
    wire [4:0] next_width = (pos > 4'd10) ? 5'd20 : 5'd10 + pos;

    assign pulse       = (cnt < width);
    assign frame_start = (cnt == 8'd0);

    always @(posedge clk) begin
        if (reset) begin
            cnt   <= 8'd0;
            width <= 5'd15;              // 复位后停在中间位置：1.5 ms
        end else if (cnt == 8'd199) begin
            cnt   <= 8'd0;
            width <= next_width;
        end else begin
            cnt   <= cnt + 8'd1;
        end
    end
endmodule
