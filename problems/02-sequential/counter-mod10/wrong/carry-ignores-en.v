// 常见错误：进位只看 q 是否为 9，没有考虑 en，暂停计数时也会产生进位
module TopModule(input clk, input reset, input en, output reg [3:0] q, output carry);
    always @(posedge clk) begin
        if (reset) q <= 4'd0;
        else if (en) begin
            if (q == 4'd9) q <= 4'd0;
            else q <= q + 4'd1;
        end
    end
    assign carry = (q == 4'd9);
endmodule
