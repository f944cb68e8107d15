module TopModule(
    input            clk,
    input            rst,
    input            up,
    input            dn,
    output reg [2:0] q
);
    // rst：低电平有效、同步，优先于计数。
    // 只有 up：加 1，到 7 停住；只有 dn：减 1，到 0 停住；up、dn 同为 0 或同为 1：保持
    always @(posedge clk) begin
        if (!rst)
            q <= 3'd0;
        else if (up && !dn) begin
            if (q != 3'd7)
                q <= q + 3'd1;
        end else if (dn && !up) begin
            if (q != 3'd0)
                q <= q - 3'd1;
        end
    end
endmodule
