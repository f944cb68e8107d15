module TopModule(
    input  [7:0] bin,
    output [3:0] hund,
    output [3:0] tens,
    output [3:0] ones
);
    // 20 位的工作寄存器：{百位, 十位, 个位, 还没移进来的二进制位}
    reg [19:0] s;
    integer i;

    always @(*) begin
        s = {12'd0, bin};
        for (i = 0; i < 8; i = i + 1) begin
            // 先修正再移位：某一位 ≥ 5，左移（×2）后就会 ≥ 10，先加 3 让它正好向上一位进位
            if (s[11:8] >= 4'd5) s[11:8] = s[11:8] + 4'd3;
            if (s[15:12] >= 4'd5) s[15:12] = s[15:12] + 4'd3;
            // 百位最大只到 2（255 → 2 5 5），永远不需要修正
            s = s << 1;
        end
    end

    assign hund = s[19:16];
    assign tens = s[15:12];
    assign ones = s[11:8];
endmodule
