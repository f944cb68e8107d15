// 只改对了一处：检测到之后的去向改对了，“10”状态的两个去向仍然是反的，1011 检测不到，1001 却被当成了 1011
module TopModule(
    input        clk,
    input        reset,
    input        valid,
    input        x,
    output       z,
    output [3:0] count
);
    // 状态名表示“已经匹配上的最长前缀”
    localparam S0    = 3'd0,   // 什么都没有匹配上
               S1    = 3'd1,   // 1
               S10   = 3'd2,   // 10
               S101  = 3'd3,   // 101
               S1011 = 3'd4;   // 1011：检测到

    reg [2:0] state, next;
    reg [3:0] hits;            // 检测到的次数

    // 次态：只描述“来了一位有效数据 x 之后去哪里”
    always @(*) begin
        case (state)
            S0:      next = x ? S1    : S0;
            S1:      next = x ? S1    : S10;
            S10:     next = x ? S0    : S101;
            S101:    next = x ? S1011 : S10;
            S1011:   next = x ? S1    : S10;
            default: next = S0;
        endcase
    end

    always @(posedge clk) begin
        if (reset) begin
            state <= S0;
            hits  <= 4'd0;
        end else if (valid) begin
            state <= next;
            if (next == S1011)
                hits <= hits + 4'd1;
        end
    end

    assign z     = (state == S1011);
    assign count = hits;
endmodule
