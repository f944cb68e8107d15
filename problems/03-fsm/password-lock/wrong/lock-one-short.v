// 常见错误：锁定计时差一，数到 6 就解除，只锁了 7 个周期
module TopModule(input clk, input reset, input key, input [1:0] digit, output open, output fail, output lockout);
    localparam [1:0] C0 = 2'd2, C1 = 2'd0, C2 = 2'd3, C3 = 2'd1;

    localparam S0   = 4'd0,
               S1   = 4'd1,
               S2   = 4'd2,
               S3   = 4'd3,
               X1   = 4'd4,
               X2   = 4'd5,
               X3   = 4'd6,
               OPEN = 4'd7,
               FAIL = 4'd8,
               LOCK = 4'd9;

    localparam [2:0] LOCK_LAST = 3'd6;

    reg [3:0] state, next;
    reg [1:0] wrong;
    reg [2:0] timer;

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
            LOCK: if (timer == LOCK_LAST) next = S0;
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
            if (next == OPEN || next == LOCK) wrong <= 2'd0;
            else if (next == FAIL)            wrong <= wrong + 2'd1;
            timer <= (state == LOCK) ? timer + 3'd1 : 3'd0;
        end
    end

    assign open    = (state == OPEN);
    assign fail    = (state == FAIL);
    assign lockout = (state == LOCK);
endmodule
