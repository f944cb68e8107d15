// 常见错误：和只用 8 位，四个样本一大就溢出了（如 4 × 255），平均值跟着错
module TopModule(input clk, input reset, input valid, input [7:0] x, output [9:0] sum, output [7:0] avg);
    reg [7:0] s0, s1, s2, s3;
    always @(posedge clk) begin
        if (reset) begin
            s0 <= 8'd0; s1 <= 8'd0; s2 <= 8'd0; s3 <= 8'd0;
        end else if (valid) begin
            s0 <= x; s1 <= s0; s2 <= s1; s3 <= s2;
        end
    end
    wire [7:0] total = s0 + s1 + s2 + s3;
    assign sum = total;
    assign avg = total >> 2;
endmodule
