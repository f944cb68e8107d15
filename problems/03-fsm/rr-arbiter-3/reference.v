module TopModule(
    input            clk,
    input            reset,
    input      [2:0] req,
    output reg [2:0] grant
);
    // 状态 = 现在把总线给了谁（grant，独热或全 0）+ 最近一次给了谁（last，轮询的起点）
    reg [1:0] last;

    // 持有者还在请求：不抢占
    wire keep = |(grant & req);

    // 从 last 的下一个开始，按 last+1, last+2, last 的顺序找第一个请求者
    reg [2:0] pick;
    always @(*) begin
        case (last)
            2'd0:    pick = req[1] ? 3'b010 : req[2] ? 3'b100 : req[0] ? 3'b001 : 3'b000;
            2'd1:    pick = req[2] ? 3'b100 : req[0] ? 3'b001 : req[1] ? 3'b010 : 3'b000;
            default: pick = req[0] ? 3'b001 : req[1] ? 3'b010 : req[2] ? 3'b100 : 3'b000;
        endcase
    end

    always @(posedge clk) begin
        if (reset) begin
            grant <= 3'b000;
            last  <= 2'd2;            // 复位后 0 号优先
        end else if (!keep) begin
            grant <= pick;
            if (pick[0]) last <= 2'd0;
            if (pick[1]) last <= 2'd1;
            if (pick[2]) last <= 2'd2;  // 没人请求时 last 不变
        end
    end
endmodule
