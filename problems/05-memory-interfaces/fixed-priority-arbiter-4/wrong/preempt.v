// 常见错误：每个上升沿都重新按优先级挑选，高优先级的请求一来就把总线从持有者手里抢走；题目要求不抢占
module TopModule(input clk, input reset, input [3:0] req, output reg [3:0] grant);
    always @(posedge clk) begin
        if (reset)       grant <= 4'b0000;
        else if (req[0]) grant <= 4'b0001;
        else if (req[1]) grant <= 4'b0010;
        else if (req[2]) grant <= 4'b0100;
        else if (req[3]) grant <= 4'b1000;
        else             grant <= 4'b0000;
    end
endmodule
