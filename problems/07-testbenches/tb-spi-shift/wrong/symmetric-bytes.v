// 常见错误：只发了 00 和 FF——这两个字节高位先发和低位先发一模一样，帧中途也从不改 din、不碰 start
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire sclk, mosi, cs_n, busy;
  reg [7:0] rx;
  reg p_sclk, p_mosi;
  integer n, j;
  SpiTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy));
  always #5 clk = ~clk;
  task send(input [7:0] b);
    begin
      @(negedge clk); start = 1; din = b;
      @(negedge clk); start = 0;
      n = 0; rx = 0; p_sclk = sclk; p_mosi = mosi;
      for (j = 0; j < 20; j = j + 1) begin
        @(negedge clk);
        if (!p_sclk && sclk) begin rx = {rx[6:0], p_mosi}; n = n + 1; end
        p_sclk = sclk; p_mosi = mosi;
      end
      if (n != 8 || rx !== b) $error("sent %h, received %h (%0d bits)", b, rx, n);
    end
  endtask
  initial begin
    @(posedge clk); #1 reset = 0;
    send(8'h00); send(8'hFF); send(8'h00); send(8'hFF);
    $finish;
  end
endmodule
