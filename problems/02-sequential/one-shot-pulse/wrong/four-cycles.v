// 常见错误：计数器装入 5 后，在剩 1 时就把脉冲撤掉（pulse = left > 1），脉冲只有 4 个周期
module TopModule(input clk, input reset, input trig, output pulse);
    reg prev;
    reg [2:0] left;
    always @(posedge clk) begin
        if (reset) begin
            prev <= 1'b0;
            left <= 3'd0;
        end else begin
            prev <= trig;
            if (left != 3'd0) left <= left - 3'd1;
            else if (trig && !prev) left <= 3'd5;
        end
    end
    assign pulse = (left > 3'd1);
endmodule
