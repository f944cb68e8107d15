// 常见错误：输出按“下一状态”译码，第一个 1 本该原样输出，却在它到达的这一拍就被取反了
module TopModule(input clk, input reset, input in, output out);
    localparam COPY = 1'b0, INVERT = 1'b1;
    reg state, next;
    always @(posedge clk) begin
        if (reset) state <= COPY;
        else state <= next;
    end
    always @(*) begin
        case (state)
            COPY:    next = in ? INVERT : COPY;
            default: next = INVERT;
        endcase
    end
    assign out = (next == INVERT) ? ~in : in;
endmodule
