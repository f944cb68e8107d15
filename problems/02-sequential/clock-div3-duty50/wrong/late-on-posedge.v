// 常见错误：第二个触发器也写成 posedge，它比 tick 晚了整整一个周期而不是半个，输出高 2 个周期
module TopModule(input clk, input reset, output reg [1:0] cnt, output tick, output clk_div3);
    always @(posedge clk) begin
        if (reset) cnt <= 2'd2;
        else cnt <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
    end
    assign tick = (cnt == 2'd0);
    reg late;
    always @(posedge clk) late <= (cnt == 2'd0);
    assign clk_div3 = tick | late;
endmodule
