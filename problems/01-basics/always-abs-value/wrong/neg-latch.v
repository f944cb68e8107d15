// 常见错误：else 分支里忘了给 neg 赋值，遇到负数后 neg 一直保持为 1（锁存器）
module TopModule(input [7:0] x, output reg [7:0] mag, output reg neg);
    always @(*) begin
        if (x[7]) begin
            neg = 1'b1;
            mag = ~x + 8'd1;
        end else begin
            mag = x;
        end
    end
endmodule
