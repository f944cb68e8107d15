module TopModule(
    input            clk,
    input            reset,
    input      [3:0] req,
    output reg [3:0] grant
);
    // 固定优先级：req[0] 最高。x & (~x + 1) 只留下最低的那个 1
    wire [3:0] pick = req & (~req + 4'd1);

    // 持有者仍在请求：继续归它（不抢占）
    wire keep = |(grant & req);

    always @(posedge clk) begin
        if (reset)
            grant <= 4'b0000;
        else if (!keep)
            grant <= pick;      // 没人请求时 pick 为 0
    end
endmodule
