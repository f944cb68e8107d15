module TopModule(
    input  clk,
    input  reset,
    input  in,
    output found
);
    // 每个状态记住“最近收到的位与 1101 的开头最多对上了几位”
    localparam S0    = 3'd0,  // 什么都没对上
               S1    = 3'd1,  // 对上了 1
               S11   = 3'd2,  // 对上了 11
               S110  = 3'd3,  // 对上了 110
               S1101 = 3'd4;  // 刚收齐 1101：输出 1 的状态

    reg [2:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= S0;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            S0:      next = in ? S1    : S0;
            S1:      next = in ? S11   : S0;
            S11:     next = in ? S11   : S110;  // 111… 的最后两个 1 仍是开头
            S110:    next = in ? S1101 : S0;
            S1101:   next = in ? S11   : S0;    // 重叠：末尾的 1 留作下一次的开头
            default: next = S0;
        endcase
    end

    // Moore 型：输出只看当前状态
    assign found = (state == S1101);
endmodule
