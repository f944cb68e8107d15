// 常见错误：把复位写成异步的；rst 与 in 同时变 1 时 prev 立刻被置 1，y 的那一下就没有了，而波形里那一下还在，要等上升沿才消失
module TopModule(input clk, input rst, input in, output y);
    reg prev;
    always @(posedge clk or posedge rst) begin
        if (rst)
            prev <= 1'b1;
        else
            prev <= in;
    end
    assign y = in & ~prev;
endmodule
