module TopModule(
    input  clk,
    input  reset,
    input  in,
    output hit_a,
    output hit_b
);
    // 一个状态记住“最近收到的位，同时对两个序列而言最有用的那段后缀”
    localparam IDLE = 3'd0,  // 什么都没有
               S0   = 3'd1,  // 最近是 0（011 的开头）
               S01  = 3'd2,  // 最近是 01
               S1   = 3'd3,  // 最近是 1（110 的开头）
               S11  = 3'd4,  // 最近是 11
               GOTA = 3'd5,  // 刚收齐 110；末尾的 0 又是 011 的开头，行为同 S0
               GOTB = 3'd6;  // 刚收齐 011；末尾的 11 又是 110 的开头，行为同 S11

    reg [2:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:       next = in ? S1   : S0;
            S0, GOTA:   next = in ? S01  : S0;
            S01:        next = in ? GOTB : S0;
            S1:         next = in ? S11  : S0;
            S11, GOTB:  next = in ? S11  : GOTA;
            default:    next = IDLE;
        endcase
    end

    assign hit_a = (state == GOTA);
    assign hit_b = (state == GOTB);
endmodule
