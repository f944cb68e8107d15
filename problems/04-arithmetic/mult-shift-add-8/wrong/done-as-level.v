// 常见错误：done 置 1 之后没有在下一拍清零，一直保持到下一次 start，不是一个周期的脉冲
module TopModule(input clk, input reset, input start, input [7:0] a, input [7:0] b,
                 output reg busy, output reg done, output reg [15:0] product);
    reg [15:0] mcand; reg [7:0] mplier; reg [15:0] acc; reg [2:0] step;
    wire [15:0] acc_next = acc + (mplier[0] ? mcand : 16'd0);
    always @(posedge clk) begin
        if (reset) begin busy <= 0; done <= 0; product <= 0; end
        else begin
            if (!busy) begin
                if (start) begin mcand <= {8'd0, a}; mplier <= b; acc <= 0; step <= 0; busy <= 1; done <= 0; end
            end else begin
                acc <= acc_next; mcand <= mcand << 1; mplier <= mplier >> 1; step <= step + 3'd1;
                if (step == 3'd7) begin busy <= 0; done <= 1; product <= acc_next; end
            end
        end
    end
endmodule
