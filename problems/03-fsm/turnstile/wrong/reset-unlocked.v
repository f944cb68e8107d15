// 常见错误：复位状态写错，上电时闸机是开着的，第一个人不用投币就能通过
module TopModule(input clk, input reset, input coin, input push, output unlocked, output alarm);
    localparam LOCKED = 2'd0, UNLOCKED = 2'd1, ALARM = 2'd2;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= UNLOCKED;
        else state <= next;
    end
    always @(*) begin
        case (state)
            LOCKED:   next = coin ? UNLOCKED : (push ? ALARM : LOCKED);
            UNLOCKED: next = push ? LOCKED : UNLOCKED;
            ALARM:    next = coin ? UNLOCKED : (push ? ALARM : LOCKED);
            default:  next = LOCKED;
        endcase
    end
    assign unlocked = (state == UNLOCKED);
    assign alarm = (state == ALARM);
endmodule
