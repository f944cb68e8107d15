// 常见错误：计数终值差一，在 step == 6 时就结束，乘数的最高位没有处理，done 也早了一拍
module TopModule(input clk, input reset, input start, input [7:0] a, input [7:0] b,
                 output reg busy, output reg done, output reg [15:0] product);
    reg [15:0] mcand; reg [7:0] mplier; reg [15:0] acc; reg [2:0] step;
    wire [15:0] acc_next = acc + (mplier[0] ? mcand : 16'd0);
    always @(posedge clk) begin
        if (reset) begin busy <= 0; done <= 0; product <= 0; end
        else begin
            done <= 0;
            if (!busy) begin
                if (start) begin mcand <= {8'd0, a}; mplier <= b; acc <= 0; step <= 0; busy <= 1; end
            end else begin
                acc <= acc_next; mcand <= mcand << 1; mplier <= mplier >> 1; step <= step + 3'd1;
                if (step == 3'd6) begin busy <= 0; done <= 1; product <= acc_next; end
            end
        end
    end
endmodule
