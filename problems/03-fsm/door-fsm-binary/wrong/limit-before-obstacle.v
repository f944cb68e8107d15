// 常见错误：关门时先看限位开关再看障碍物，两者同时为 1 时门照样关上，夹住了东西
module TopModule(input clk, input reset, input btn, input limit, input obstacle, input lock, output [2:0] state, output motor_up, output motor_down);
    localparam CLOSED  = 3'd0,
               OPENING = 3'd1,
               OPEN    = 3'd2,
               CLOSING = 3'd3,
               LOCKED  = 3'd4;

    reg [2:0] cur, next;

    always @(posedge clk) begin
        if (reset)
            cur <= CLOSED;
        else
            cur <= next;
    end

    always @(*) begin
        case (cur)
            CLOSED:  next = lock ? LOCKED : (btn ? OPENING : CLOSED);
            OPENING: next = limit ? OPEN : OPENING;
            OPEN:    next = btn ? CLOSING : OPEN;
            CLOSING: next = limit ? CLOSED : (obstacle ? OPENING : CLOSING);
            LOCKED:  next = lock ? LOCKED : CLOSED;
            default: next = CLOSED;
        endcase
    end

    assign state      = cur;
    assign motor_up   = (cur == OPENING);
    assign motor_down = (cur == CLOSING);
endmodule
