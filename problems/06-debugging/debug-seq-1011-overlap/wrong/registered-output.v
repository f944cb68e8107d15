// 改错了：把 found 改成了寄存器输出，它变成了 Moore 式的时序，比要求晚一个周期出现
module TopModule(input clk, input reset, input in, output reg found);
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
            S101:    next = in ? S1   : S10;
            default: next = S0;
        endcase
    end
    always @(posedge clk) begin
        if (reset) found <= 1'b0;
        else       found <= (state == S101) && in;
    end
endmodule
