module TopModule(
    input            clk,
    input            reset,
    input            load,
    input            en,
    input      [3:0] din,
    output reg [3:0] q,
    output           legal
);
    // 只有低 3 位全为 0 时才往最低位补 1：合法的独热码照常循环（1000 → 0001），
    // 多个 1 的非法状态每走一步就把最低的 1 挤出去，全 0 则补出一个 1，最多 3 步回到合法循环
    wire feedback = (q[2:0] == 3'b000);

    always @(posedge clk) begin
        if (reset)
            q <= 4'b0001;
        else if (load)
            q <= din;                    // 模拟干扰：把任意值（包括非法状态）写进去
        else if (en)
            q <= {q[2:0], feedback};
    end

    // 恰好一位为 1：不为 0，且去掉最低的那个 1（q & (q - 1)）之后为 0
    assign legal = (q != 4'b0000) && ((q & (q - 4'd1)) == 4'b0000);
endmodule
