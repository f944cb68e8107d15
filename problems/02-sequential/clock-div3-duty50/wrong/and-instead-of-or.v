// 常见错误：把两份相位差半个周期的信号“与”起来，只剩重叠的半个周期为高，占空比 1/6
module TopModule(input clk, input reset, output reg [1:0] cnt, output tick, output clk_div3);
    always @(posedge clk) begin
        if (reset) cnt <= 2'd2;
        else cnt <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
    end
    assign tick = (cnt == 2'd0);
    reg late;
    always @(negedge clk) late <= (cnt == 2'd0);
    assign clk_div3 = tick & late;
endmodule
