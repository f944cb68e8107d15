// 常见错误：没看出复位是异步的，等到上升沿才清零；波形里 rst 一变 0，q 在那个下降沿处就落下了
module TopModule(input clk, input rst, input t, output reg q);
    always @(posedge clk) begin
        if (!rst)
            q <= 1'b0;
        else if (t)
            q <= ~q;
    end
endmodule
