// 常见错误：把“连续 3 个 1”看成了“累计 3 个 1”，中间的 0 没有让计数清零
module TopModule(input clk, input reset, input x, output z);
    localparam OFF0 = 3'd0,  // z = 0，还没看到 1
               OFF1 = 3'd1,  // z = 0，连续看到 1 个 1
               OFF2 = 3'd2,  // z = 0，连续看到 2 个 1
               ON0  = 3'd3,  // z = 1，还没看到 0
               ON1  = 3'd4;  // z = 1，看到 1 个 0

    reg [2:0] state, next;

    always @(posedge clk) begin
        if (reset)
            state <= OFF0;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            OFF0:    next = x ? OFF1 : OFF0;
            OFF1:    next = x ? OFF2 : OFF1;
            OFF2:    next = x ? ON0  : OFF2;
            ON0:     next = x ? ON0  : ON1;
            ON1:     next = x ? ON0  : OFF0;  // 一个 0 之后又来 1：计数作废，继续保持
            default: next = OFF0;
        endcase
    end

    assign z = (state == ON0) || (state == ON1);
endmodule
