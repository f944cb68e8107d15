// 常见错误：把复位写成异步的：rst 一变 1 q 立刻回零；波形里 q 要等到下一个上升沿才回零
module TopModule(input clk, input rst, input en, output reg [2:0] q);
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 3'd0;
        else if (en)
            q <= (q == 3'd5) ? 3'd0 : q + 3'd1;
    end
endmodule
