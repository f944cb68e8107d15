module TopModule(
    input       clk,
    input       reset,
    input [3:0] duty,
    output      pwm
);
    reg [2:0] phase;        // 周期内的位置 0～7，自然回绕
    reg [3:0] active_duty;  // 本周期使用的占空比：只在周期交界处更新，周期中途改 duty 不会产生毛刺

    always @(posedge clk) begin
        if (reset) begin
            phase       <= 3'd0;
            active_duty <= 4'd0;
        end else begin
            phase <= phase + 3'd1;
            if (phase == 3'd7)
                active_duty <= duty;     // 这个上升沿之后新周期开始，一并换上新的占空比
        end
    end

    // 4 位比较：duty = 8 时 phase 0～7 全部小于它，输出整周期为 1；大于 8 也一样
    assign pwm = ({1'b0, phase} < active_duty);
endmodule
