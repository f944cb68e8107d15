// 常见错误：窗口每个时钟都移位，没有看 valid；valid = 0 时的无效数据也被算进了平均值
module TopModule(input clk, input reset, input valid, input [7:0] x, output [9:0] sum, output [7:0] avg);
    reg [7:0] s0, s1, s2, s3;
    always @(posedge clk) begin
        if (reset) begin
            s0 <= 8'd0; s1 <= 8'd0; s2 <= 8'd0; s3 <= 8'd0;
        end else begin
            s0 <= x; s1 <= s0; s2 <= s1; s3 <= s2;
        end
    end
    assign sum = s0 + s1 + s2 + s3;
    assign avg = sum[9:2];
endmodule
