// 常见错误：输出直接用组合逻辑产生，in 一变 pulse 就变，比要求早了半个周期
module TopModule(input clk, input reset, input in, output pulse);
    reg prev;
    always @(posedge clk) begin
        if (reset) prev <= 1'b0;
        else prev <= in;
    end
    assign pulse = in & ~prev;
endmodule
