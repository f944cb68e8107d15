// category: 时序
// mutant edge@9:56: 第 9 行：posedge 改为 negedge
// 串口发送（8N1，每位 4 个时钟）：空闲时 tx = 1；上升沿采到 start（且不忙）时锁存 din，
// 依次送出起始位 0、d0～d7（低位先）、停止位 1，每位保持 4 个周期；busy 从接受 start 起为 1 共 40 个周期。
// 忙时 start 被忽略。同步复位（高有效）：回到空闲，tx = 1。
module TopModule(input clk, input reset, input start, input [7:0] din,
                 output reg tx, output reg busy);
  reg [8:0] sh;      // 还没送出的位：数据位（低位在前）和停止位
  reg [3:0] bitn;    // 正在送第几位：0 = 起始位，1～8 = 数据位，9 = 停止位
  reg [1:0] sub;      // 这一位已经保持了几个周期
  always @(negedge clk) begin
    if (reset) begin
      tx <= 1'b1; busy <= 1'b0; bitn <= 4'd0; sub <= 0;
    end else if (start && !busy) begin
      busy <= 1'b1; tx <= 1'b0; sh <= {1'b1, din}; bitn <= 4'd0; sub <= 0;
    end else if (busy) begin
      if (sub == 2'd3) begin
        sub <= 0;
        if (bitn == 4'd9) begin busy <= 1'b0; tx <= 1'b1; end
        else begin tx <= sh[0]; sh <= {1'b0, sh[8:1]}; bitn <= bitn + 4'd1; end
      end else sub <= sub + 1'b1;
    end
  end
endmodule
