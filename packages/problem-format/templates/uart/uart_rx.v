// UART 接收器：检测到起始位下降沿后，在每一位的中点采样，收齐 8 位后 valid 拉高一拍。
module uart_rx #(
    parameter CLKS_PER_BIT = 8
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx,
    output reg  [7:0] data,
    output reg        valid
);
  reg [3:0] bit_index;  // 0：空闲；1：起始位；2..9：数据位；10：停止位
  reg [15:0] ticks;

  always @(posedge clk) begin
    valid <= 1'b0;
    if (rst) begin
      bit_index <= 4'd0;
      ticks <= 16'd0;
      data <= 8'd0;
    end else if (bit_index == 4'd0) begin
      if (!rx) begin
        bit_index <= 4'd1;
        ticks <= 16'd0;
      end
    end else if (ticks == (bit_index == 4'd1 ? CLKS_PER_BIT / 2 - 1 : CLKS_PER_BIT - 1)) begin
      ticks <= 16'd0;
      if (bit_index == 4'd10) begin
        bit_index <= 4'd0;
        valid <= rx;  // 停止位必须为 1
      end else begin
        if (bit_index != 4'd1) data <= {rx, data[7:1]};
        bit_index <= bit_index + 4'd1;
      end
    end else begin
      ticks <= ticks + 16'd1;
    end
  end
endmodule
