// 常见错误：输出按下一状态译码，go 到来的同一个周期就送出第一位，整个图样早了一拍
module TopModule(input clk, input reset, input go, output out, output busy);
    localparam [9:0] PATTERN = 10'b1101110010;
    localparam IDLE = 4'd10;
    reg [3:0] state, next;
    always @(*) begin
        if (state == IDLE) next = go ? 4'd0 : IDLE;
        else if (state == 4'd9) next = IDLE;
        else next = state + 4'd1;
    end
    always @(posedge clk) begin
        if (reset) state <= IDLE;
        else state <= next;
    end
    assign busy = (next != IDLE);
    assign out = busy ? PATTERN[4'd9 - next] : 1'b0;
endmodule
