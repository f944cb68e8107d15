module TopModule(
    input            clk,
    input            reset,
    input      [7:0] din,
    output reg [7:0] dout,
    output reg       strobe
);
    localparam FLAG = 8'h7E;  // 帧头标志
    localparam HUNT = 1'b0,   // 找帧头
               TAKE = 1'b1;   // 取帧头后的 4 个字节

    reg       state;
    reg [1:0] left;           // 还要取几个字节减 1（3～0）：2 位正好数 4 个

    always @(posedge clk) begin
        strobe <= 1'b0;
        if (reset) begin
            state <= HUNT;
            dout  <= 8'd0;
        end else if (state == HUNT) begin
            if (din == FLAG) begin
                state <= TAKE;
                left  <= 2'd3;
            end
        end else begin
            dout   <= din;            // 数据里的 7E 也只是数据
            strobe <= 1'b1;
            left   <= left - 2'd1;
            if (left == 2'd0)
                state <= HUNT;
        end
    end
endmodule
