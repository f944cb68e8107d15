// 常见错误：装入的是 len 而不是 len + 1，每个脉冲都短一个周期，len = 0 时干脆没有脉冲
module TopModule(input clk, input reset, input trig, input [2:0] len, output out);
    reg [3:0] remaining;
    always @(posedge clk) begin
        if (reset) remaining <= 4'd0;
        else if (trig) remaining <= {1'b0, len};
        else if (remaining != 4'd0) remaining <= remaining - 4'd1;
    end
    assign out = (remaining != 4'd0);
endmodule
