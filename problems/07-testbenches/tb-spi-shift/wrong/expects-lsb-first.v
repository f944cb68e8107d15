// 常见错误：以为 SPI 和串口一样低位先发，按低位先的顺序拼字节，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire sclk, mosi, cs_n, busy;
  reg [7:0] rx;
  reg p_sclk, p_mosi;
  integer j;
  SpiTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    @(negedge clk); start = 1; din = 8'hA6;
    @(negedge clk); start = 0;
    rx = 0; p_sclk = sclk; p_mosi = mosi;
    for (j = 0; j < 20; j = j + 1) begin
      @(negedge clk);
      if (!p_sclk && sclk) rx = {p_mosi, rx[7:1]};
      p_sclk = sclk; p_mosi = mosi;
    end
    if (rx !== 8'hA6) $error("received %h, expected A6", rx);
    $finish;
  end
endmodule
