module TopModule(
    input  clk,
    input  reset,
    input  in,
    output found
);
    // 状态 = 最近收到的位里，能和 1011 开头对上的最长一段
    localparam S0   = 2'd0,  // 什么都没对上
               S1   = 2'd1,  // 对上了 1
               S10  = 2'd2,  // 对上了 10
               S101 = 2'd3;  // 对上了 101，再来一个 1 就收齐

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= S0;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            S0:      next = in ? S1   : S0;
            S1:      next = in ? S0   : S10;
            S10:     next = in ? S101 : S0;
            S101:    next = in ? S0   : S10;
            default: next = S0;
        endcase
    end

    // Mealy 型：在最后一个 1 到来的那个周期里就给出 found
    assign found = (state == S101) && in;
endmodule
