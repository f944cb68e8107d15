module TopModule(
    input      clk,
    input      reset,
    input      go,
    output reg out,
    output     busy
);
    // IDLE：空闲；状态 1～10：正在送第几位。11 个状态，4 位编码
    localparam IDLE = 4'd0;

    reg [3:0] state;

    always @(posedge clk) begin
        if (reset)
            state <= IDLE;
        else if (state == IDLE)
            state <= go ? 4'd1 : IDLE;   // 只有空闲时才接受 go
        else if (state == 4'd10)
            state <= IDLE;               // 第 10 位送完
        else
            state <= state + 4'd1;
    end

    assign busy = (state != IDLE);

    // Moore 型：图样 1101110010（先送左边）中为 1 的位，其余状态（含空闲）输出 0
    always @(*) begin
        case (state)
            4'd1:    out = 1'b1;
            4'd2:    out = 1'b1;
            4'd4:    out = 1'b1;
            4'd5:    out = 1'b1;
            4'd6:    out = 1'b1;
            4'd9:    out = 1'b1;
            default: out = 1'b0;
        endcase
    end
endmodule
