module TopModule(
    input  clk,
    input  reset,
    input  in,
    output found
);
    // 状态记录“最近收到的输入与 101 的前缀匹配了多少”
    localparam IDLE  = 2'd0,  // 没有匹配
               GOT1  = 2'd1,  // 匹配了 1
               GOT10 = 2'd2,  // 匹配了 10
               FOUND = 2'd3;  // 匹配了 101

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:    next = in ? GOT1  : IDLE;
            GOT1:    next = in ? GOT1  : GOT10;
            GOT10:   next = in ? FOUND : IDLE;
            FOUND:   next = in ? GOT1  : GOT10;  // 重叠：末尾的 1 可以作为下一次的开头
            default: next = IDLE;
        endcase
    end

    // Moore 型：输出只取决于当前状态
    assign found = (state == FOUND);
endmodule
