// category: 时序
// mutant edge@8:56: 第 8 行：posedge 改为 negedge
// SPI 发送（模式 0：SCK 空闲为低，数据在 SCK 上升沿被对方采样、在下降沿换位），高位先发。
// 空闲时 start 为 1：锁存 din，cs_n 拉低、busy 拉高，mosi 给出 d7；每个 SCK 周期占 2 个时钟（先低后高），
// 共 8 个 SCK 脉冲；第 8 个高电平之后的上升沿 cs_n 拉高、busy 清零，整帧 busy 为 16 个周期。同步复位（高有效）。
module TopModule(input clk, input reset, input start, input [7:0] din,
                 output reg sclk, output reg mosi, output reg cs_n, output reg busy);
  reg [7:0] shreg;
  reg [4:0] cnt;     // 半个 SCK 周期计数：偶数 = SCK 低，奇数 = SCK 高
  always @(negedge clk) begin
    if (reset) begin
      sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1; busy <= 1'b0; cnt <= 5'd0;
    end else if (start && !busy) begin
      shreg <= din; busy <= 1'b1; cs_n <= 1'b0; sclk <= 1'b0; mosi <= din[7]; cnt <= 5'd0;
    end else if (busy) begin
      if (!cnt[0]) begin
        sclk <= 1'b1; cnt <= cnt + 5'd1;
      end else if (cnt == 5'd15) begin
        sclk <= 1'b0; busy <= 1'b0; cs_n <= 1'b1; mosi <= 1'b0;
      end else begin
        sclk <= 1'b0; cnt <= cnt + 5'd1;
        shreg <= {shreg[6:0], 1'b0}; mosi <= shreg[6];
      end
    end
  end
endmodule
