// 常见错误：已匹配 1 时又收到 1 就回到初始状态，忘了新收到的 1 本身就是一个新的开头，漏检 1101
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
            GOT1:    next = in ? IDLE  : GOT10;
            GOT10:   next = in ? FOUND : IDLE;
            FOUND:   next = in ? GOT1  : GOT10;
            default: next = IDLE;
        endcase
    end
    assign found = (state == FOUND);
endmodule
