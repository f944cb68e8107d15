// 常见错误：把两个比较写成 if / else if；一个样本比最小值还小就不再看最大值，第一个样本只更新了 min
module TopModule(input clk, input reset, input clear, input valid, input [7:0] x, output reg [7:0] min, output reg [7:0] max, output reg seen);
    always @(posedge clk) begin
        if (reset || clear) begin
            min  <= 8'h7F;
            max  <= 8'h80;
            seen <= 1'b0;
        end else if (valid) begin
            if ($signed(x) < $signed(min)) min <= x;
            else if ($signed(x) > $signed(max)) max <= x;
            seen <= 1'b1;
        end
    end
endmodule
