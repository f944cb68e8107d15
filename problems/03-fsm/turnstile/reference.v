module TopModule(
    input  clk,
    input  reset,
    input  coin,
    input  push,
    output unlocked,
    output alarm
);
    localparam LOCKED   = 2'd0,  // 锁着，等投币
               UNLOCKED = 2'd1,  // 已投币，等乘客推过去
               ALARM    = 2'd2;  // 没投币就推：报警，直到松手或补投币

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= LOCKED;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            LOCKED:   next = coin ? UNLOCKED : (push ? ALARM : LOCKED);  // 同时投币和推杆：投币优先
            UNLOCKED: next = push ? LOCKED : UNLOCKED;                    // 推过去一人就重新锁上
            ALARM:    next = coin ? UNLOCKED : (push ? ALARM : LOCKED);
            default:  next = LOCKED;
        endcase
    end

    assign unlocked = (state == UNLOCKED);
    assign alarm    = (state == ALARM);
endmodule
