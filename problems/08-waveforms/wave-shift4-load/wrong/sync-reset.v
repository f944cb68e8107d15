// 常见错误：没看出复位是异步的：rst 一变 1，q 在下降沿处就立刻清零了，不等上升沿
module TopModule(input clk, input rst, input ld, input sh, input sin, input [3:0] d, output reg [3:0] q);
    always @(posedge clk) begin
        if (rst)
            q <= 4'b0000;
        else if (ld)
            q <= d;
        else if (sh)
            q <= {sin, q[3:1]};
    end
endmodule
