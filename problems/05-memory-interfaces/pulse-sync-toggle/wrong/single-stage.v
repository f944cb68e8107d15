// 常见错误：只用了一级同步，直接拿 s1 做边沿检测；s1 可能处于亚稳态，而且脉冲比规定早了一个 clk_b 周期
module TopModule(input clk_a, input reset, input pulse_a, input clk_b, output pulse_b);
    reg tog_a;
    always @(posedge clk_a or posedge reset)
        if (reset) tog_a <= 1'b0;
        else if (pulse_a) tog_a <= ~tog_a;
    reg s1, s2;
    always @(posedge clk_b or posedge reset) begin
        if (reset) begin
            s1 <= 1'b0; s2 <= 1'b0;
        end else begin
            s1 <= tog_a; s2 <= s1;
        end
    end
    assign pulse_b = s1 ^ s2;
endmodule
