// 常见错误：移位方向反了，反馈位从最高位进入、向低位移动，产生的是另一个序列
module TopModule(input clk, input reset, input en, input load, input [7:0] init, output reg [7:0] q);
    wire feedback = q[7] ^ q[5] ^ q[4] ^ q[3];
    always @(posedge clk) begin
        if (reset) q <= 8'h01;
        else if (load) q <= init;
        else if (en) q <= {feedback, q[7:1]};
    end
endmodule
