// 常见错误：独热码复位成全 0，没有任何一位表示当前状态，状态机从此一动不动
module TopModule(input clk, input reset, input btn, input limit, input obstacle, input lock, output [4:0] state, output motor_up, output motor_down);
    localparam CLOSED = 0, OPENING = 1, OPEN = 2, CLOSING = 3, LOCKED = 4;

    reg  [4:0] s;
    wire [4:0] next;

    assign next[CLOSED]  = (s[CLOSED]  & ~lock & ~btn)
                         | (s[CLOSING] & ~obstacle & limit)
                         | (s[LOCKED]  & ~lock);
    assign next[OPENING] = (s[CLOSED]  & ~lock & btn)
                         | (s[OPENING] & ~limit)
                         | (s[CLOSING] & obstacle);
    assign next[OPEN]    = (s[OPENING] & limit)
                         | (s[OPEN]    & ~btn);
    assign next[CLOSING] = (s[OPEN]    & btn)
                         | (s[CLOSING] & ~obstacle & ~limit);
    assign next[LOCKED]  = (s[CLOSED]  & lock)
                         | (s[LOCKED]  & lock);

    always @(posedge clk) begin
        if (reset)
            s <= 5'b00000;
        else
            s <= next;
    end

    assign state      = s;
    assign motor_up   = s[OPENING];  // 独热码的输出译码只需一根线
    assign motor_down = s[CLOSING];
endmodule
