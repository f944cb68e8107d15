module TopModule(
    input      clk,
    input      reset,
    input      en,
    input      d,
    output reg q_sync,
    output reg q_async
);
    // 同步复位：reset 只在时钟上升沿被“看见”
    always @(posedge clk) begin
        if (reset)
            q_sync <= 1'b0;
        else if (en)
            q_sync <= d;
    end

    // 异步复位：reset 出现在敏感列表里，一变为 1 就立刻清零，不等时钟
    always @(posedge clk or posedge reset) begin
        if (reset)
            q_async <= 1'b0;
        else if (en)
            q_async <= d;
    end
endmodule
