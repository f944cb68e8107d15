// 常见错误：移位方向反了，新数据从最高位 q[7] 移入、向低位移动
module TopModule(input clk, input reset, input en, input sin, output reg [7:0] q);
    always @(posedge clk) begin
        if (reset) q <= 8'd0;
        else if (en) q <= {sin, q[7:1]};
    end
endmodule
