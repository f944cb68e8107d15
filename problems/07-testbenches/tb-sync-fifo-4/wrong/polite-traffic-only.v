// 常见错误：测试平台“太讲礼貌”——满了就不再写，空了就不再读，也从不同时读写；
// FIFO 最容易出错的几种情况一次都没有发生
module tb;
  reg clk = 0, reset = 1, wr_en = 0, rd_en = 0;
  reg [7:0] din = 0;
  wire [7:0] dout;
  wire full, empty;
  integer i;
  Fifo4 dut(.clk(clk), .reset(reset), .wr_en(wr_en), .din(din), .rd_en(rd_en), .dout(dout), .full(full), .empty(empty));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    repeat (3) begin
      for (i = 0; i < 4; i = i + 1) begin
        @(negedge clk); wr_en = 1; rd_en = 0; din = 8'h10 + i;
      end
      @(negedge clk); wr_en = 0;
      #1 if (full !== 1'b1) $error("not full after 4 writes");
      for (i = 0; i < 4; i = i + 1) begin
        #1 if (dout !== 8'h10 + i) $error("dout = %h, expected %h", dout, 8'h10 + i);
        rd_en = 1;
        @(negedge clk); rd_en = 0;
      end
      #1 if (empty !== 1'b1) $error("not empty after 4 reads");
    end
    $finish;
  end
endmodule
