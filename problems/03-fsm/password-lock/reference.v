module TopModule(
    input       clk,
    input       reset,
    input       key,
    input [1:0] digit,
    output      open,
    output      fail,
    output      lockout
);
    // 密码 2-0-3-1
    localparam [1:0] C0 = 2'd2, C1 = 2'd0, C2 = 2'd3, C3 = 2'd1;

    localparam S0   = 4'd0,  // 等第 1 位
               S1   = 4'd1,  // 已按 1 位，都对
               S2   = 4'd2,  // 已按 2 位，都对
               S3   = 4'd3,  // 已按 3 位，都对
               X1   = 4'd4,  // 已按 1 位，有错：照样收满 4 位，不暴露错在哪一位
               X2   = 4'd5,
               X3   = 4'd6,
               OPEN = 4'd7,  // 开锁：一个周期
               FAIL = 4'd8,  // 本次输错：一个周期
               LOCK = 4'd9;  // 锁定：LOCK_LEN 个周期

    // 锁定 8 个周期：计时器 3 位正好数 0～7
    localparam [2:0] LOCK_LAST = 3'd7;

    reg [3:0] state, next;
    reg [1:0] wrong;   // 连续输错的次数 0～2；第 3 次直接锁定
    reg [2:0] timer;   // 锁定已持续的周期数减一

    // 收满 4 位且有错时去哪：前面已错 2 次就锁定
    wire [3:0] bad = (wrong == 2'd2) ? LOCK : FAIL;

    always @(*) begin
        next = state;
        case (state)
            S0, OPEN, FAIL: if (key) next = (digit == C0) ? S1 : X1;
                            else if (state != S0) next = S0;
            S1:   if (key) next = (digit == C1) ? S2 : X2;
            S2:   if (key) next = (digit == C2) ? S3 : X3;
            S3:   if (key) next = (digit == C3) ? OPEN : bad;
            X1:   if (key) next = X2;
            X2:   if (key) next = X3;
            X3:   if (key) next = bad;
            LOCK: if (timer == LOCK_LAST) next = S0;  // 锁定期间的按键一律不理
            default: next = S0;
        endcase
    end

    always @(posedge clk) begin
        if (reset) begin
            state <= S0;
            wrong <= 2'd0;
            timer <= 3'd0;
        end else begin
            state <= next;
            if (next == OPEN || next == LOCK) wrong <= 2'd0;  // 开锁或锁定都让错误次数重新计
            else if (next == FAIL)            wrong <= wrong + 2'd1;
            timer <= (state == LOCK) ? timer + 3'd1 : 3'd0;
        end
    end

    assign open    = (state == OPEN);
    assign fail    = (state == FAIL);
    assign lockout = (state == LOCK);
endmodule
