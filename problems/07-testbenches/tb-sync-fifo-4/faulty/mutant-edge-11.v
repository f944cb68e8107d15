// category: 时序
// mutant edge@11:90: 第 11 行：posedge 改为 negedge
// 深度 4 的同步 FIFO：dout 组合地给出队首（最早写入、还没读走的数据）。
// 写：wr_en && !full 时在上升沿写入 din；读：rd_en && !empty 时在上升沿弹出队首。
// 满时写被忽略（即使同时在读），空时读被忽略（即使同时在写）。同步复位（高有效）清空。
module TopModule(input clk, input reset, input wr_en, input [7:0] din, input rd_en,
                 output [7:0] dout, output full, output empty);
  reg [7:0] mem [0:3];
  reg [1:0] wptr, rptr;
  reg [2:0] count;
  wire do_wr = wr_en && !full;
  wire do_rd = rd_en && !empty;
  always @(negedge clk) begin
    if (reset) begin
      wptr <= 2'd0; rptr <= 2'd0; count <= 0;
    end else begin
      if (do_wr) begin mem[wptr] <= din; wptr <= wptr + 2'd1; end
      if (do_rd) rptr <= rptr + 2'd1;
      if (do_wr && !do_rd) count <= count + 1'b1;
      else if (do_rd && !do_wr) count <= count - 1'b1;
    end
  end
  assign full  = count == 3'd4;
  assign empty = count == 0;
  assign dout = mem[rptr];   // 队首，组合输出
endmodule
