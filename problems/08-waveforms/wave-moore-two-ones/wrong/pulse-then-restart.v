// 常见错误：以为检测到一次就从头再数，TWO 收到 1 回到 ONE；连续的 1 只会让 z 隔一拍亮一次，而波形里连续的 1 让 z 一直保持 1
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
            TWO:     next = x ? ONE : IDLE;
            default: next = IDLE;
        endcase
    end

    assign z = (state == TWO);
endmodule
