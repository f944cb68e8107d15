// 常见错误：移位方向读反了，写成左移、sin 从最低位移入；波形里 sin 出现在 q 的最高位，其余各位往低位走
module TopModule(input clk, input rst, input ld, input sh, input sin, input [3:0] d, output reg [3:0] q);
    always @(posedge clk or posedge rst) begin
        if (rst)
            q <= 4'b0000;
        else if (ld)
            q <= d;
        else if (sh)
            q <= {q[2:0], sin};
    end
endmodule
