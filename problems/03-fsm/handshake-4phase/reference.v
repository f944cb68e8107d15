module TopModule(
    input  clk,
    input  reset,
    input  send,
    input  ack,
    output req,
    output busy,
    output done
);
    // 四相握手的发送端：req↑ → 等 ack↑ → req↓ → 等 ack↓ → 完成
    localparam IDLE    = 2'd0,  // 空闲
               RAISE   = 2'd1,  // req = 1，等接收方拉高 ack
               RELEASE = 2'd2,  // req = 0，等接收方放下 ack
               DONE    = 2'd3;  // 一次传送完成：done 为 1 一个周期

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:    next = send ? RAISE : IDLE;
            RAISE:   next = ack ? RELEASE : RAISE;
            RELEASE: next = ack ? RELEASE : DONE;   // ack 还是 1：对方还没收尾，不能开始下一次
            DONE:    next = send ? RAISE : IDLE;    // 和 IDLE 一样，允许背靠背传送
            default: next = IDLE;
        endcase
    end

    assign req  = (state == RAISE);
    assign busy = (state == RAISE) || (state == RELEASE);
    assign done = (state == DONE);
endmodule
