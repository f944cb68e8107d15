// 常见错误：没有做边沿检测，只看 trig 的电平，trig 一直为 1 时脉冲一个接一个地出现
module TopModule(input clk, input reset, input trig, output pulse);
    reg [2:0] left;
    always @(posedge clk) begin
        if (reset) left <= 3'd0;
        else if (left != 3'd0) left <= left - 3'd1;
        else if (trig) left <= 3'd5;
    end
    assign pulse = (left != 3'd0);
endmodule
