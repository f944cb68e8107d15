// 常见错误：取负时只按位取反，忘了再加 1，负数的绝对值都小了 1
module TopModule(input [7:0] x, output reg [7:0] mag, output reg neg);
    always @(*) begin
        if (x[7]) begin
            neg = 1'b1;
            mag = ~x;
        end else begin
            neg = 1'b0;
            mag = x;
        end
    end
endmodule
