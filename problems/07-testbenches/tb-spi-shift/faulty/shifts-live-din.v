// category: 功能
module TopModule(input clk, input reset, input start, input [7:0] din,
                 output reg sclk, output reg mosi, output reg cs_n, output reg busy);
  reg [2:0] idx;     // 已经送完几位
  reg [4:0] cnt;
  always @(posedge clk) begin
    if (reset) begin
      sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1; busy <= 1'b0; cnt <= 5'd0; idx <= 3'd0;
    end else if (start && !busy) begin
      busy <= 1'b1; cs_n <= 1'b0; sclk <= 1'b0; mosi <= din[7]; cnt <= 5'd0; idx <= 3'd0;
    end else if (busy) begin
      if (!cnt[0]) begin
        sclk <= 1'b1; cnt <= cnt + 5'd1;
      end else if (cnt == 5'd15) begin
        sclk <= 1'b0; busy <= 1'b0; cs_n <= 1'b1; mosi <= 1'b0;
      end else begin
        sclk <= 1'b0; cnt <= cnt + 5'd1;
        idx <= idx + 3'd1; mosi <= din[3'd6 - idx];
      end
    end
  end
endmodule
