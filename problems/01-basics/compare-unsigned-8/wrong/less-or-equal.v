// 常见错误：把“小于”写成了 <=，a 等于 b 时 lt 和 eq 同时为 1
module TopModule(input [7:0] a, input [7:0] b, output reg lt, output reg eq, output reg gt);
    always @(*) begin
        lt = (a <= b);
        eq = (a == b);
        gt = (a > b);
    end
endmodule
