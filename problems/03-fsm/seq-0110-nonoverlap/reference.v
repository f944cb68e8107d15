module TopModule(
    input  clk,
    input  reset,
    input  in,
    output match
);
    localparam IDLE = 3'd0,  // 什么都没对上
               G0   = 3'd1,  // 对上了 0
               G01  = 3'd2,  // 对上了 01
               G011 = 3'd3,  // 对上了 011
               HIT  = 3'd4;  // 刚收齐 0110

    reg [2:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:    next = in ? IDLE : G0;
            G0:      next = in ? G01  : G0;    // 00：后一个 0 仍是开头
            G01:     next = in ? G011 : G0;    // 010：末尾的 0 是新的开头
            G011:    next = in ? IDLE : HIT;   // 0111：没有任何后缀能当开头
            HIT:     next = in ? IDLE : G0;  // 不可重叠：匹配用过的位作废，这个 1 当不了开头；新来的 0 则是新的开头
            default: next = IDLE;
        endcase
    end

    assign match = (state == HIT);
endmodule
