module TopModule(
    input            clk,
    input            reset,
    input      [7:0] din,
    output reg [7:0] dout,
    output reg       strobe,
    output reg       eof,
    output reg       err
);
    localparam FLAG = 8'h7E,  // 帧的分界
               ESC  = 8'h7D,  // 转义：下一个字节异或 0x20 才是原数据
               FLIP = 8'h20;
    localparam HUNT = 2'd0,   // 还没见过第一个 7E
               BODY = 2'd1,   // 帧内
               AFTER_ESC = 2'd2;  // 刚收到 7D

    reg [1:0] state;
    reg       any;            // 这一帧已经送出过字节（空帧不算一帧）

    always @(posedge clk) begin
        strobe <= 1'b0;
        eof    <= 1'b0;
        err    <= 1'b0;
        if (reset) begin
            state <= HUNT;
            any   <= 1'b0;
            dout  <= 8'd0;
        end else begin
            case (state)
                HUNT:
                    if (din == FLAG) begin
                        state <= BODY;
                        any   <= 1'b0;
                    end
                BODY:
                    if (din == FLAG) begin
                        eof <= any;               // 结束当前帧，同时开始下一帧
                        any <= 1'b0;
                    end else if (din == ESC)
                        state <= AFTER_ESC;       // 7D 本身不输出
                    else begin
                        dout   <= din;
                        strobe <= 1'b1;
                        any    <= 1'b1;
                    end
                default:                          // AFTER_ESC
                    if (din == FLAG) begin
                        err   <= 1'b1;            // 7D 后面紧跟 7E：这一帧作废
                        any   <= 1'b0;
                        state <= BODY;
                    end else begin
                        dout   <= din ^ FLIP;
                        strobe <= 1'b1;
                        any    <= 1'b1;
                        state  <= BODY;
                    end
            endcase
        end
    end
endmodule
