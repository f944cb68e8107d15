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

    // 转移表：{当前状态, 输入} → 下一个状态
    always @(*) begin
        case ({state, in})
            {S0,   1'b0}: next = S0;
            {S0,   1'b1}: next = S1;
            {S1,   1'b0}: next = S10;
            {S1,   1'b1}: next = S1;     // 11：后一个 1 仍可作为开头
            {S10,  1'b0}: next = S0;
            {S10,  1'b1}: next = S101;
            {S101, 1'b0}: next = S10;    // 1010：末尾的 10 还有用
            {S101, 1'b1}: next = S1;     // 收齐 1011，末尾的 1 是下一次的开头
            default:      next = S0;
        endcase
    end

    // Mealy 型：在最后一个 1 到来的那个周期里就给出 found
    assign found = (state == S101) && in;
endmodule
