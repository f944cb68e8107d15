module TopModule(
    input            clk,
    input            reset,
    input            en,
    output reg [3:0] q,
    output           carry
);
    always @(posedge clk) begin
        if (reset)
            q <= 4'd0;
        else if (en) begin
            if (q == 4'd9)
                q <= 4'd0;
            else
                q <= q + 4'd1;
        end
    end

    // 计到 9 且本周期要计数：下一个上升沿回到 0，同时向高位进位
    assign carry = en && (q == 4'd9);
endmodule
