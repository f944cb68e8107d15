// 常见错误：照搬单稳态脉冲的写法，输出为 1 期间忽略新的触发，脉冲在最后一次触发之后提前结束
module TopModule(input clk, input reset, input trig, input [2:0] len, output out);
    reg [3:0] remaining;
    always @(posedge clk) begin
        if (reset) remaining <= 4'd0;
        else if (trig && remaining == 4'd0) remaining <= {1'b0, len} + 4'd1;
        else if (remaining != 4'd0) remaining <= remaining - 4'd1;
    end
    assign out = (remaining != 4'd0);
endmodule
