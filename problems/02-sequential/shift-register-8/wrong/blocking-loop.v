// 常见错误：用阻塞赋值从低位到高位逐位移位，q[0] 的旧值被立刻一路传到了最高位
module TopModule(input clk, input reset, input en, input sin, output reg [7:0] q);
    integer i;
    always @(posedge clk) begin
        if (reset) q = 8'd0;
        else if (en) begin
            for (i = 1; i < 8; i = i + 1)
                q[i] = q[i-1];
            q[0] = sin;
        end
    end
endmodule
