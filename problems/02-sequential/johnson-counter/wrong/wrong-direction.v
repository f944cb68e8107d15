// 常见错误：移位方向反了，向低位移动、取反的最低位送回最高位，状态序列变成 0000 → 1000 → 1100 …
module TopModule(input clk, input reset, input en, output reg [3:0] q, output at_zero);
    always @(posedge clk) begin
        if (reset) q <= 4'b0000;
        else if (en) q <= {~q[0], q[3:1]};
    end
    assign at_zero = ~q[3] & ~q[0];
endmodule
