// category: 时序
module TopModule(input clk, input reset, input start, input [7:0] din,
                 output reg sclk, output reg mosi, output reg cs_n, output reg busy);
  reg [7:0] shreg;
  reg [4:0] cnt;     // 半个 SCK 周期计数：偶数 = SCK 低，奇数 = SCK 高
  always @(posedge clk) begin
    if (reset) begin
      sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1; busy <= 1'b0; cnt <= 5'd0;
    end else if (start && !busy) begin
      shreg <= din; busy <= 1'b1; cs_n <= 1'b0; sclk <= 1'b0; mosi <= 1'b0; cnt <= 5'd0;
    end else if (busy) begin
      if (!cnt[0]) begin
        sclk <= 1'b1; cnt <= cnt + 5'd1;
        mosi <= shreg[7]; shreg <= {shreg[6:0], 1'b0};
      end else if (cnt == 5'd15) begin
        sclk <= 1'b0; busy <= 1'b0; cs_n <= 1'b1; mosi <= 1'b0;
      end else begin
        sclk <= 1'b0; cnt <= cnt + 5'd1;
      end
    end
  end
endmodule
