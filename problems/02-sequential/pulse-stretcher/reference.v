module TopModule(
    input       clk,
    input       reset,
    input       trig,
    input [2:0] len,
    output      out
);
    // 还要输出 1 的周期数：最多 len + 1 = 8，所以要 4 位（3 位最多只能表示 7）
    reg [3:0] remaining;

    always @(posedge clk) begin
        if (reset)
            remaining <= 4'd0;
        else if (trig)
            remaining <= {1'b0, len} + 4'd1;   // 每次触发都重新装满：可重触发
        else if (remaining != 4'd0)
            remaining <= remaining - 4'd1;
    end

    assign out = (remaining != 4'd0);
endmodule
