// 常见错误：把输出读成了 Mealy 型，z = 1 只要“已经有一个 1、当前 x 又是 1”；这样 z 在 x 变 1 的下降沿处就变了，而波形里 z 要等到上升沿之后才变
module TopModule(input clk, input rst, input x, output z);
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

    assign z = (state != IDLE) & x;
endmodule
