// 改错了：收齐之后跳到“已对上 10”，可刚收到的是 1 不是 10，于是 1011 后面紧跟 1 就被当成了 101，多报一次
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
            S1:      next = in ? S1   : S10;
            S10:     next = in ? S101 : S0;
            S101:    next = in ? S10  : S10;
            default: next = S0;
        endcase
    end
    assign found = (state == S101) && in;
endmodule
