// 常见错误：检测到 101 后回到初始状态，末尾的 1 没有被当作下一次的开头（不可重叠）
module TopModule(input clk, input reset, input in, output found);
    localparam IDLE = 2'd0, GOT1 = 2'd1, GOT10 = 2'd2, FOUND = 2'd3;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    always @(*) begin
        case (state)
            IDLE:    next = in ? GOT1  : IDLE;
            GOT1:    next = in ? GOT1  : GOT10;
            GOT10:   next = in ? FOUND : IDLE;
            FOUND:   next = IDLE;
            default: next = IDLE;
        endcase
    end
    assign found = (state == FOUND);
endmodule
