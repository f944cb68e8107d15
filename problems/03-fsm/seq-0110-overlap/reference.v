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

    // 次态：先假定回到 IDLE，每个分支只写真正要去的地方
    always @(*) begin
        next = IDLE;
        case (state)
            IDLE: if (!in) next = G0;
            G0:   if (in) next = G01;  else next = G0;    // 00：后一个 0 仍是开头
            G01:  if (in) next = G011; else next = G0;    // 010：末尾的 0 是新的开头
            G011: if (!in) next = HIT;                    // 0111：没有任何后缀能当开头
            HIT:  if (in) next = G01;  else next = G0;    // 重叠：0110 末尾的 0 加上这个 1 就是 01
        endcase
    end

    assign match = (state == HIT);
endmodule
