// 常见错误：把复位写成异步的，rst 一变 0，q 立刻清零；波形里 q 要等到下一个上升沿才清零
module TopModule(input clk, input rst, input up, input dn, output reg [2:0] q);
    always @(posedge clk or negedge rst) begin
        if (!rst)
            q <= 3'd0;
        else if (up && !dn) begin
            if (q != 3'd7)
                q <= q + 3'd1;
        end else if (dn && !up) begin
            if (q != 3'd0)
                q <= q - 3'd1;
        end
    end
endmodule
