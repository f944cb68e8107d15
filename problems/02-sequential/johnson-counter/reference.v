module TopModule(
    input            clk,
    input            reset,
    input            en,
    output reg [3:0] q,
    output           at_zero
);
    // 向高位移位，最高位取反后送回最低位：0000 → 0001 → 0011 → … → 1000 → 0000
    always @(posedge clk) begin
        if (reset)
            q <= 4'b0000;
        else if (en)
            q <= {q[2:0], ~q[3]};
    end

    // 8 个合法状态里只有 0000 的首尾两位同时为 0，两位就能认出它
    assign at_zero = ~q[3] & ~q[0];
endmodule
