// category: 复位
// mutant reset@7:44: 第 7 行：去掉复位
// 101 序列检测器，Mealy 型，可重叠：match = (已经收到“10”) && din，是组合输出。
// 同步复位（高有效）回到 IDLE。IDLE：还没有有用的前缀；S1：收到“1”；S10：收到“10”。
module TopModule(input clk, input reset, input din, output match);
  localparam IDLE = 2'd0, S1 = 2'd1, S10 = 2'd2;
  reg [1:0] state;
  always @(posedge clk) begin
    if (1'b0) state <= IDLE;
    else case (state)
      IDLE:    state <= din ? S1 : IDLE;
      S1:      state <= din ? S1 : S10;
      S10:     state <= din ? S1 : IDLE;
      default: state <= IDLE;
    endcase
  end
  assign match = (state == S10) && din;
endmodule
