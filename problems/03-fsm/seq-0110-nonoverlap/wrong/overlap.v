// 常见错误：写成了可重叠，0110 末尾的 0 被再用了一次，0110110 报告了两次
module TopModule(input clk, input reset, input in, output match);
    localparam IDLE = 3'd0, G0 = 3'd1, G01 = 3'd2, G011 = 3'd3, HIT = 3'd4;
    reg [2:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    always @(*) begin
        case (state)
            IDLE:    next = in ? IDLE : G0;
            G0:      next = in ? G01  : G0;
            G01:     next = in ? G011 : G0;
            G011:    next = in ? IDLE : HIT;
            HIT:     next = in ? G01  : G0;
            default: next = IDLE;
        endcase
    end
    assign match = (state == HIT);
endmodule
