// 常见错误：写成了 Mealy 型，收到最后一个 1 的同一周期就输出，比题目要求早了一拍
module TopModule(input clk, input reset, input in, output found);
    localparam IDLE = 2'd0, GOT1 = 2'd1, GOT10 = 2'd2;
    reg [1:0] state, next;
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    always @(*) begin
        case (state)
            IDLE:    next = in ? GOT1 : IDLE;
            GOT1:    next = in ? GOT1 : GOT10;
            GOT10:   next = in ? GOT1 : IDLE;
            default: next = IDLE;
        endcase
    end
    assign found = (state == GOT10) && in;
endmodule
