module TopModule(
    input  clk,
    input  reset,
    input  in,
    output out
);
    // 只需记住一件事：这个数里是否已经出现过 1
    localparam COPY   = 1'b0,  // 还没见过 1：原样输出
               INVERT = 1'b1;  // 见过第一个 1 之后：取反输出

    reg state, next;

    always @(posedge clk) begin
        if (reset)
            state <= COPY;
        else
            state <= next;
    end

    always @(*) begin
        case (state)
            COPY:    next = in ? INVERT : COPY;
            INVERT:  next = INVERT;
            default: next = COPY;
        endcase
    end

    // Mealy 型：输出同时取决于当前状态和当前输入
    assign out = (state == INVERT) ? ~in : in;
endmodule
