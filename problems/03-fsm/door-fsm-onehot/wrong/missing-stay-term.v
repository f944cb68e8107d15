// 常见错误：OPENING 位漏了“停留”这一项（正在开且没到顶），开门的第二个周期独热码变成全 0
module TopModule(input clk, input reset, input btn, input limit, input obstacle, input lock, output [4:0] state, output motor_up, output motor_down);
    localparam CLOSED = 0, OPENING = 1, OPEN = 2, CLOSING = 3, LOCKED = 4;

    reg  [4:0] s;
    wire [4:0] next;

    assign next[CLOSED]  = (s[CLOSED]  & ~lock & ~btn)
                         | (s[CLOSING] & ~obstacle & limit)
                         | (s[LOCKED]  & ~lock);
    assign next[OPENING] = (s[CLOSED]  & ~lock & btn)
                         | (s[CLOSING] & obstacle);
    assign next[OPEN]    = (s[OPENING] & limit)
                         | (s[OPEN]    & ~btn);
    assign next[CLOSING] = (s[OPEN]    & btn)
                         | (s[CLOSING] & ~obstacle & ~limit);
    assign next[LOCKED]  = (s[CLOSED]  & lock)
                         | (s[LOCKED]  & lock);

    always @(posedge clk) begin
        if (reset)
            s <= 5'b00001;  // 复位到 CLOSED：恰好一位为 1，而不是全 0
        else
            s <= next;
    end

    assign state      = s;
    assign motor_up   = s[OPENING];  // 独热码的输出译码只需一根线
    assign motor_down = s[CLOSING];
endmodule
