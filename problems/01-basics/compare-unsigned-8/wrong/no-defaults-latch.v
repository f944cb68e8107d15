// 常见错误：没有先给默认值，每个分支只给一个输出赋 1，其余输出保持旧值（锁存器）
module TopModule(input [7:0] a, input [7:0] b, output reg lt, output reg eq, output reg gt);
    always @(*) begin
        if (a < b)
            lt = 1'b1;
        else if (a == b)
            eq = 1'b1;
        else
            gt = 1'b1;
    end
endmodule
