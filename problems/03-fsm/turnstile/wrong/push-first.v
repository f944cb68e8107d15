// 常见错误：锁着时先判断推杆再判断投币，边投币边推的乘客被当成闯闸，钱也白投了
module TopModule(input clk, input reset, input coin, input push, output unlocked, output alarm);
    localparam LOCKED = 2'd0, UNLOCKED = 2'd1, ALARM = 2'd2;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= LOCKED;
        else state <= next;
    end
    always @(*) begin
        case (state)
            LOCKED:   next = push ? ALARM : (coin ? UNLOCKED : LOCKED);
            UNLOCKED: next = push ? LOCKED : UNLOCKED;
            ALARM:    next = coin ? UNLOCKED : (push ? ALARM : LOCKED);
            default:  next = LOCKED;
        endcase
    end
    assign unlocked = (state == UNLOCKED);
    assign alarm = (state == ALARM);
endmodule
