// 常见错误：被乘数寄存器只有 8 位，左移几次后高位被移出丢掉，大数相乘时部分积少加了
module TopModule(input clk, input reset, input start, input [7:0] a, input [7:0] b,
                 output reg busy, output reg done, output reg [15:0] product);
    reg [7:0] mcand; reg [7:0] mplier; reg [15:0] acc; reg [2:0] step;
    wire [15:0] acc_next = acc + (mplier[0] ? mcand : 16'd0);
    always @(posedge clk) begin
        if (reset) begin busy <= 0; done <= 0; product <= 0; end
        else begin
            done <= 0;
            if (!busy) begin
                if (start) begin mcand <= a; mplier <= b; acc <= 0; step <= 0; busy <= 1; end
            end else begin
                acc <= acc_next; mcand <= mcand << 1; mplier <= mplier >> 1; step <= step + 3'd1;
                if (step == 3'd7) begin busy <= 0; done <= 1; product <= acc_next; end
            end
        end
    end
endmodule
