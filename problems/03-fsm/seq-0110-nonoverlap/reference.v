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

    reg [2:0] state;

    // 一段式写法：状态转移直接写在时钟块里，不单独算 next
    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else
            case (state)
                IDLE:    if (!in) state <= G0;
                G0:      if (in)  state <= G01;              // 00：后一个 0 仍是开头，留在 G0
                G01:     state <= in ? G011 : G0;            // 010：末尾的 0 是新的开头
                G011:    state <= in ? IDLE : HIT;
                HIT:     state <= in ? IDLE : G0;            // 不可重叠：用过的 0 作废；新来的 0 是新的开头
                default: state <= IDLE;
            endcase
    end

    assign match = (state == HIT);
endmodule
