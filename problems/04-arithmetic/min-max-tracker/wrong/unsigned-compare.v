// 常见错误：按无符号数比较，负数（最高位为 1）被当成了很大的数：−1 成了最大值，最小值却永远是非负数
module TopModule(input clk, input reset, input clear, input valid, input [7:0] x, output reg [7:0] min, output reg [7:0] max, output reg seen);
    always @(posedge clk) begin
        if (reset || clear) begin
            min  <= 8'h7F;
            max  <= 8'h80;
            seen <= 1'b0;
        end else if (valid) begin
            if (x < min) min <= x;
            if (x > max) max <= x;
            seen <= 1'b1;
        end
    end
endmodule
