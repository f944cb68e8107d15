// 常见错误：把 clr 写进敏感列表，变成了异步清零（题目要求所有操作都在时钟上升沿发生）
module TopModule(input clk, input reset, input clr, input load, input [7:0] d, output reg [7:0] q);
    always @(posedge clk or posedge clr) begin
        if (clr) q <= 8'h00;
        else if (reset) q <= 8'h5A;
        else if (load) q <= d;
    end
endmodule
