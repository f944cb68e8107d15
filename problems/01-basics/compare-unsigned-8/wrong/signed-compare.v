// 常见错误：把输入当成有符号数比较，最高位为 1 的数被当成负数，128 反而比 127 小
module TopModule(input [7:0] a, input [7:0] b, output reg lt, output reg eq, output reg gt);
    always @(*) begin
        lt = ($signed(a) < $signed(b));
        eq = (a == b);
        gt = ($signed(a) > $signed(b));
    end
endmodule
