// 常见错误：用 x < 0 判断负数，可 x 是无符号的，条件永远不成立，负数原样输出
module TopModule(input [7:0] x, output reg [7:0] mag, output reg neg);
    always @(*) begin
        if (x < 0) begin
            neg = 1'b1;
            mag = ~x + 8'd1;
        end else begin
            neg = 1'b0;
            mag = x;
        end
    end
endmodule
