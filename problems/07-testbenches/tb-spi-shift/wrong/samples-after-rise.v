// 常见错误：在 sclk 上升沿之后再去读 mosi，读到的是上升沿之后的值；
// 数据在上升沿就换位（模式 1）的发送器也能“收对”。片选、空闲电平、busy 也都没有查
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire sclk, mosi, cs_n, busy;
  reg [7:0] rx;
  integer j, i;
  reg [7:0] bytes [0:3];
  SpiTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy));
  always #5 clk = ~clk;
  initial #5000 $finish;   // 万一等不到 sclk，别一直挂着
  initial begin
    bytes[0] = 8'hA5; bytes[1] = 8'h3C; bytes[2] = 8'h81; bytes[3] = 8'h6E;
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 4; i = i + 1) begin
      @(negedge clk); start = 1; din = bytes[i];
      @(negedge clk); start = 0;
      for (j = 0; j < 8; j = j + 1) begin
        @(posedge sclk); #1 rx = {rx[6:0], mosi};
      end
      if (rx !== bytes[i]) $error("sent %h, received %h", bytes[i], rx);
      wait (busy === 1'b0);
    end
    $finish;
  end
endmodule
