// 常见错误：报警写成了 Mealy 输出（锁着且正在推就报警），比题目要求的 Moore 输出早一拍，而且松手的同一周期就停了
module TopModule(input clk, input reset, input coin, input push, output unlocked, output alarm);
    localparam LOCKED = 1'b0, UNLOCKED = 1'b1;
    reg state, next;
    always @(posedge clk) begin
        if (reset) state <= LOCKED;
        else state <= next;
    end
    always @(*) begin
        case (state)
            LOCKED:   next = coin ? UNLOCKED : LOCKED;
            UNLOCKED: next = push ? LOCKED : UNLOCKED;
            default:  next = LOCKED;
        endcase
    end
    assign unlocked = (state == UNLOCKED);
    assign alarm = (state == LOCKED) && push && !coin;
endmodule
