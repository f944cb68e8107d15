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
            q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
    end

    // 终值脉冲：给下一级（十位）的计数使能
    assign tc = en && (q == 4'd9);
endmodule
