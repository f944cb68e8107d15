// 常见错误：以为串口高位先发，期望的位序写反了，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire tx, busy;
  integer bitn, c;
  reg [9:0] frame;
  UartTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .tx(tx), .busy(busy));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    @(negedge clk); start = 1; din = 8'h4B;
    @(negedge clk); start = 0;
    frame = {1'b1, 8'hD2, 1'b0};        // 把 4B 的位序倒过来了
    for (bitn = 0; bitn < 10; bitn = bitn + 1)
      for (c = 0; c < 4; c = c + 1) begin
        if (tx !== frame[bitn]) $error("bit %0d: tx=%b, expected %b", bitn, tx, frame[bitn]);
        @(negedge clk);
      end
    $finish;
  end
endmodule
