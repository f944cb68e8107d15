// 常见错误：在同一个时钟沿用窗口的旧值求和存进寄存器；非阻塞赋值右边读到的是移位之前的值，结果总是晚一个样本
module TopModule(input clk, input reset, input valid, input [7:0] x, output reg [9:0] sum, output [7:0] avg);
    reg [7:0] s0, s1, s2, s3;
    always @(posedge clk) begin
        if (reset) begin
            s0 <= 8'd0; s1 <= 8'd0; s2 <= 8'd0; s3 <= 8'd0;
            sum <= 10'd0;
        end else if (valid) begin
            s0 <= x; s1 <= s0; s2 <= s1; s3 <= s2;
            sum <= s0 + s1 + s2 + s3;
        end
    end
    assign avg = sum[9:2];
endmodule
