// 常见错误：收齐 1101 后把末尾的 1 也丢掉，从头开始（不可重叠），漏检 1101101 中的第二个
module TopModule(input clk, input reset, input in, output found);
    localparam S0 = 3'd0, S1 = 3'd1, S11 = 3'd2, S110 = 3'd3, S1101 = 3'd4;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= S0;
        else state <= next;
    end
    always @(*) begin
        case (state)
            S0:      next = in ? S1    : S0;
            S1:      next = in ? S11   : S0;
            S11:     next = in ? S11   : S110;
            S110:    next = in ? S1101 : S0;
            S1101:   next = in ? S1    : S0;
            default: next = S0;
        endcase
    end
    assign found = (state == S1101);
endmodule
