// 常见错误：grant 写成了组合逻辑，请求一变 grant 立刻跟着变；题目要求寄存器输出，只在上升沿之后变化
module TopModule(input clk, input reset, input [3:0] req, output [3:0] grant);
    reg [3:0] held;
    wire [3:0] pick = req & (~req + 4'd1);
    assign grant = (|(held & req)) ? held : pick;
    always @(posedge clk) begin
        if (reset) held <= 4'b0000;
        else       held <= grant;
    end
endmodule
