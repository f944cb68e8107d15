module TopModule(
    input  clk,
    input  reset,
    input  in,
    output found
);
    // Mealy 型只需要记住“已经对上了几位”，收齐的那一刻由输入直接给出，不需要单独的“收齐”状态
    localparam S0   = 2'd0,  // 什么都没对上
               S1   = 2'd1,  // 对上了 1
               S11  = 2'd2,  // 对上了 11
               S110 = 2'd3;  // 对上了 110，再来一个 1 就收齐

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= S0;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            S0:      next = in ? S1  : S0;
            S1:      next = in ? S11 : S0;
            S11:     next = in ? S11 : S110;
            S110:    next = in ? S1  : S0;   // 收齐后末尾的 1 就是下一次的开头（重叠）
            default: next = S0;
        endcase
    end

    // Mealy 型：输出看当前状态和当前输入，在最后一个 1 出现的那个周期里就为 1
    assign found = (state == S110) && in;
endmodule
