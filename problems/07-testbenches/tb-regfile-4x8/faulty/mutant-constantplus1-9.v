// category: 复位
// mutant constant+1@9:87: 第 9 行：常数 1 改为 2
// 4 个 8 位寄存器：同步复位（高有效）全部清零；we 为 1 时在上升沿把 wdata 写入 waddr。
// 读是组合的：rdata 为 raddr 所指寄存器；正在写同一地址（we = 1 且 waddr == raddr）时直接给出 wdata（写穿透）。
module TopModule(input clk, input reset, input we, input [1:0] waddr, input [7:0] wdata,
                 input [1:0] raddr, output [7:0] rdata);
  reg [7:0] regs [0:3];
  integer i;
  always @(posedge clk) begin
    if (reset) begin
      for (i = 0; i < 4; i = i + 2) regs[i] <= 0;
    end else if (we) regs[waddr] <= wdata;
  end
  assign rdata = (we && waddr == raddr) ? wdata : regs[raddr];
endmodule
