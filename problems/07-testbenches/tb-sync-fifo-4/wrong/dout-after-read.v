// 常见错误：把 dout 当成“读使能之后下一拍才出来的数据”，在读的上升沿之后才去比较，
// 可这个 FIFO 的 dout 一直给出队首，读走之后显示的已经是下一个了——正确的设计也被判错
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
    for (i = 0; i < 4; i = i + 1) begin
      @(negedge clk); wr_en = 1; din = 8'h40 + i;
    end
    @(negedge clk); wr_en = 0;
    for (i = 0; i < 4; i = i + 1) begin
      @(negedge clk); rd_en = 1;
      @(posedge clk); #1;
      if (dout !== 8'h40 + i) $error("read %0d: dout = %h, expected %h", i, dout, 8'h40 + i);
    end
    $finish;
  end
endmodule
