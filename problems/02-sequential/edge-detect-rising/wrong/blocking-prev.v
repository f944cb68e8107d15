// 常见错误：用阻塞赋值先更新了 prev，随后计算 pulse 时读到的已是新值，永远检测不到上升沿
module TopModule(input clk, input reset, input in, output reg pulse);
    reg prev;
    always @(posedge clk) begin
        if (reset) begin prev = 1'b0; pulse = 1'b0; end
        else begin
            prev = in;
            pulse = in & ~prev;
        end
    end
endmodule
