// 常见错误：B 域只检测上升沿；tog_a 的下降也代表一个脉冲，结果每两个脉冲只送过去一个
module TopModule(input clk_a, input reset, input pulse_a, input clk_b, output pulse_b);
    reg tog_a;
    always @(posedge clk_a or posedge reset)
        if (reset) tog_a <= 1'b0;
        else if (pulse_a) tog_a <= ~tog_a;
    reg s1, s2, s3;
    always @(posedge clk_b or posedge reset) begin
        if (reset) begin
            s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0;
        end else begin
            s1 <= tog_a; s2 <= s1; s3 <= s2;
        end
    end
    assign pulse_b = s2 & ~s3;
endmodule
