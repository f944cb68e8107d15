// 常见错误：把复位写成异步的，rst 一变 1 z 就立刻回到 0；波形里 z 要等到下一个上升沿才回到 0
module TopModule(input clk, input rst, input x, output z);
    localparam IDLE = 2'd0,
               ONE  = 2'd1,
               TWO  = 2'd2;

    reg [1:0] state, next;

    always @(posedge clk or posedge rst) begin
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
