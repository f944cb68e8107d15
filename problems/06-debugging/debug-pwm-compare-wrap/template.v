module TopModule(
    input        clk,
    input        reset,
    input  [3:0] duty,
    output       pwm
);
    // 周期内的位置：1、2、……、10、1、2、……，一个周期 10 个时钟
    reg [3:0] cnt;

    always @(posedge clk) begin
        if (reset)
            cnt <= 4'd1;
        else if (cnt == 4'd10)
            cnt <= 4'd0;
        else
            cnt <= cnt + 4'd1;
    end

    // 位置不超过 duty 的那几个周期输出 1：一个周期里正好 duty 个 1
    assign pwm = (duty > cnt);
endmodule
