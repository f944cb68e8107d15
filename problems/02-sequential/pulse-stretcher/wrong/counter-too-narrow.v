// 常见错误：计数器只有 3 位，len = 7 时 len + 1 = 8 溢出成 0，最长的脉冲反而消失了
module TopModule(input clk, input reset, input trig, input [2:0] len, output out);
    reg [2:0] remaining;
    always @(posedge clk) begin
        if (reset) remaining <= 3'd0;
        else if (trig) remaining <= len + 3'd1;
        else if (remaining != 3'd0) remaining <= remaining - 3'd1;
    end
    assign out = (remaining != 3'd0);
endmodule
