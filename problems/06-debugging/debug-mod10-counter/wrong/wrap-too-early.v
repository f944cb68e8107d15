// 改过了头：以为寄存器“晚一拍”，把 9 都改成了 8，结果一圈只有 0～8 九个状态
module TopModule(
    input            clk,
    input            reset,
    input            en,
    output reg [3:0] q,
    output           tc
);
    // 模 10 计数：0, 1, …, 9, 0, 1, …
    always @(posedge clk) begin
        if (reset)
            q <= 4'd0;
        else if (en)
            q <= (q == 4'd8) ? 4'd0 : q + 4'd1;
    end

    // 终值脉冲：给下一级（十位）的计数使能
    assign tc = en && (q == 4'd8);
endmodule
