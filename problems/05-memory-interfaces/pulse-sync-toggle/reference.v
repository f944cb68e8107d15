module TopModule(
    input  clk_a,
    input  reset,
    input  pulse_a,
    input  clk_b,
    output pulse_b
);
    // A 域：每个脉冲让 tog_a 翻转一次，脉冲变成了电平的变化
    reg tog_a;
    always @(posedge clk_a or posedge reset) begin
        if (reset)
            tog_a <= 1'b0;
        else if (pulse_a)
            tog_a <= ~tog_a;
    end

    // B 域：两级同步（s1、s2），s3 记住 s2 的上一个值
    reg s1, s2, s3;
    always @(posedge clk_b or posedge reset) begin
        if (reset) begin
            s1 <= 1'b0;
            s2 <= 1'b0;
            s3 <= 1'b0;
        end else begin
            s1 <= tog_a;
            s2 <= s1;
            s3 <= s2;
        end
    end

    // 同步后的电平每变化一次，就是一个脉冲
    assign pulse_b = s2 ^ s3;
endmodule
