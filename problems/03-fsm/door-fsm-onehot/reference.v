module TopModule(
    input        clk,
    input        reset,
    input        btn,
    input        limit,
    input        obstacle,
    input        lock,
    output [4:0] state,
    output       motor_up,
    output       motor_down
);
    // 独热码：每个状态一个触发器，位号就是状态的名字
    localparam CLOSED = 0, OPENING = 1, OPEN = 2, CLOSING = 3, LOCKED = 4;

    reg  [4:0] s;
    wire [4:0] next;

    // 每一位的次态 = 所有“进入这个状态”的转移之或：(来源状态位 & 转移条件)
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
            s <= 5'b00001;  // 复位到 CLOSED：恰好一位为 1，而不是全 0
        else
            s <= next;
    end

    assign state      = s;
    assign motor_up   = s[OPENING];  // 独热码的输出译码只需一根线
    assign motor_down = s[CLOSING];
endmodule
