module TopModule(
    input  clk,
    input  rst,
    input  x,
    output z
);
    // Moore 型，三个状态：还没有 1 / 刚看到一个 1 / 已经连续看到两个（或更多）1。
    // z 只由状态决定，所以它在采到第二个 1 的那个上升沿之后才变 1；rst 高电平有效、同步
    localparam IDLE = 2'd0,
               ONE  = 2'd1,
               TWO  = 2'd2;

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (rst)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:    next = x ? ONE : IDLE;
            ONE:     next = x ? TWO : IDLE;
            TWO:     next = x ? TWO : IDLE;
            default: next = IDLE;
        endcase
    end

    assign z = (state == TWO);
endmodule
