// 常见错误：没注意“连续”：ONE 收到 0 时留在 ONE，两个 1 中间隔着 0 也算；波形里 1 0 1 并没有让 z 变 1
module TopModule(input clk, input rst, input x, output z);
    localparam IDLE = 2'd0,
               ONE  = 2'd1,
               TWO  = 2'd2;

    reg [1:0] state, next;

    always @(posedge clk) begin
        if (rst)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            IDLE:    next = x ? ONE : IDLE;
            ONE:     next = x ? TWO : ONE;
            TWO:     next = x ? TWO : IDLE;
            default: next = IDLE;
        endcase
    end

    assign z = (state == TWO);
endmodule
