// 常见错误：min、max 都复位成 0；样本全是正数时最小值停在 0，全是负数时最大值停在 0
module TopModule(input clk, input reset, input clear, input valid, input [7:0] x, output reg [7:0] min, output reg [7:0] max, output reg seen);
    always @(posedge clk) begin
        if (reset || clear) begin
            min  <= 8'h00;
            max  <= 8'h00;
            seen <= 1'b0;
        end else if (valid) begin
            if ($signed(x) < $signed(min)) min <= x;
            if ($signed(x) > $signed(max)) max <= x;
            seen <= 1'b1;
        end
    end
endmodule
