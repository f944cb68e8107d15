// 常见错误：没看出复位是同步的，写成了异步复位：rst 一变低 q 立刻清零，而波形里 q 要等到下一个上升沿才变
module TopModule(input clk, input rst, input en, input d, output reg q);
    always @(posedge clk or negedge rst) begin
        if (!rst)
            q <= 1'b0;
        else if (en)
            q <= d;
    end
endmodule
