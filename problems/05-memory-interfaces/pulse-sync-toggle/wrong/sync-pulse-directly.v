// 常见错误：不做翻转，直接把 pulse_a 送进两级同步器；clk_b 比 clk_a 慢时，一个 clk_a 周期宽的脉冲多半采不到，就丢了
module TopModule(input clk_a, input reset, input pulse_a, input clk_b, output pulse_b);
    reg s1, s2, s3;
    always @(posedge clk_b or posedge reset) begin
        if (reset) begin
            s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0;
        end else begin
            s1 <= pulse_a; s2 <= s1; s3 <= s2;
        end
    end
    assign pulse_b = s2 & ~s3;
endmodule
