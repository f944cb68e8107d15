// 常见错误：只数个数、只查 full 和 empty，从来不看读出来的数据对不对、顺序对不对
module tb;
  reg clk = 0, reset = 1, wr_en = 0, rd_en = 0;
  reg [7:0] din = 0;
  wire [7:0] dout;
  wire full, empty;
  integer n = 0, seed = 4, i;
  reg w, r;
  Fifo4 dut(.clk(clk), .reset(reset), .wr_en(wr_en), .din(din), .rd_en(rd_en), .dout(dout), .full(full), .empty(empty));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 200; i = i + 1) begin
      @(negedge clk); w = $random(seed); r = $random(seed);
      wr_en = w; rd_en = r; din = $random(seed);
      #1 if (full !== (n == 4) || empty !== (n == 0)) $error("flags wrong: n=%0d full=%b empty=%b", n, full, empty);
      @(posedge clk);
      n = n + ((w && n < 4) ? 1 : 0) - ((r && n > 0) ? 1 : 0);
    end
    $finish;
  end
endmodule
