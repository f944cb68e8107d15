// 常见错误：累加前没有把 count 清零，结果依赖未知的初值（仿真中为 X）
module TopModule(input [7:0] in, output reg [3:0] count, output odd);
    integer i;
    always @(*) begin
        for (i = 0; i < 8; i = i + 1)
            count = count + in[i];
    end
    assign odd = ^in;
endmodule
