module TopModule(
    input      clk,
    input      areset,
    input      j,
    input      k,
    output reg q
);
    // 异步复位写进敏感列表：areset 一变为 1，不等时钟沿，q 立即清零
    always @(posedge clk or posedge areset) begin
        if (areset)
            q <= 1'b0;
        else
            case ({j, k})
                2'b01:   q <= 1'b0;  // 清零
                2'b10:   q <= 1'b1;  // 置位
                2'b11:   q <= ~q;    // 翻转
                default: q <= q;     // 00：保持
            endcase
    end
endmodule
