module TopModule(
    input      clk,
    input      reset,
    output     tick,
    output reg led
);
    // 一个节拍周期是 5 个时钟：cnt 依次为 0、1、2、3、4
    reg [2:0] cnt;

    always @(posedge clk) begin
        if (reset)
            cnt <= 3'd0;
        else if (cnt == 3'd4)
            cnt <= 3'd0;
        else
            cnt <= cnt + 3'd1;
    end

    // 节拍是组合输出：cnt 为 4 的那一整个周期为 1
    assign tick = (cnt == 3'd4);

    // led 仍然用 clk 驱动，tick 只是使能：所有寄存器都在同一个时钟沿更新
    always @(posedge clk) begin
        if (reset)
            led <= 1'b0;
        else if (tick)
            led <= ~led;
    end
endmodule
