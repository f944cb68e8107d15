// UART 发送器（8 个数据位，无校验，1 个停止位）：start 为 1 时锁存 data，依次发出起始位、数据位（低位先）、停止位。
module uart_tx #(
    parameter CLKS_PER_BIT = 8
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
  reg [9:0] frame;   // {停止位, 数据, 起始位}
  reg [3:0] bits_left;
  reg [15:0] ticks;

  assign busy = (bits_left != 4'd0);

  always @(posedge clk) begin
    if (rst) begin
      tx <= 1'b1;
      frame <= 10'h3ff;
      bits_left <= 4'd0;
      ticks <= 16'd0;
    end else if (!busy) begin
      tx <= 1'b1;
      if (start) begin
        frame <= {1'b1, data, 1'b0};
        bits_left <= 4'd10;
        ticks <= 16'd0;
      end
    end else begin
      tx <= frame[0];
      if (ticks == CLKS_PER_BIT - 1) begin
        ticks <= 16'd0;
        frame <= {1'b1, frame[9:1]};
        bits_left <= bits_left - 4'd1;
      end else begin
        ticks <= ticks + 16'd1;
      end
    end
  end
endmodule
