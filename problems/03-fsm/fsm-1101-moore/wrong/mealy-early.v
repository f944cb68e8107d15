// 常见错误：把 Moore 写成了 Mealy，最后一个 1 还在输入端时就输出 1，比题目要求早一拍
module TopModule(input clk, input reset, input in, output found);
    localparam S0 = 2'd0, S1 = 2'd1, S11 = 2'd2, S110 = 2'd3;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= S0;
        else state <= next;
    end
    always @(*) begin
        case (state)
            S0:      next = in ? S1  : S0;
            S1:      next = in ? S11 : S0;
            S11:     next = in ? S11 : S110;
            S110:    next = in ? S1  : S0;
            default: next = S0;
        endcase
    end
    assign found = (state == S110) && in;
endmodule
